-- A business with its own storefront. `name` is a DNS label: the tenant lives at {name}.{BASE_HOST}.
CREATE TABLE tenants (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL UNIQUE CHECK (name ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'),
  country text NOT NULL CHECK (country IN ('SA', 'EG', 'AE', 'QA')),
  logo text NOT NULL DEFAULT '',
  title_ar text NOT NULL,
  title_en text NOT NULL,
  -- Public by design: the storefront receives it from the lookup and sends it as x-app-token.
  app_token text NOT NULL CHECK (length(app_token) >= 16),
  domain text NOT NULL UNIQUE CHECK (domain = lower(domain)),
  default_language text NOT NULL DEFAULT 'ar' CHECK (default_language IN ('ar', 'en')),
  created_at timestamptz NOT NULL DEFAULT now()
);
