-- Messages of the storefront's contact form. The mobile is in national form; ip feeds the rate limit.
CREATE TABLE contact_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL,
  email text NOT NULL,
  country_code text NOT NULL CHECK (country_code IN ('SA', 'EG', 'AE', 'QA')),
  mobile text NOT NULL,
  message text NOT NULL,
  ip text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE INDEX contact_messages_tenant_ip_idx ON contact_messages (tenant_id, ip, created_at);
