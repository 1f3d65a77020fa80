-- Content pages (about us, privacy policy, wallet and points explanations) in both languages, as HTML.
CREATE TABLE pages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  type text NOT NULL DEFAULT 'web',
  title_ar text NOT NULL,
  title_en text NOT NULL,
  content_ar text NOT NULL DEFAULT '',
  content_en text NOT NULL DEFAULT '',
  UNIQUE (tenant_id, type, slug)
);
