-- Analytics codes as the tenant typed them; the storefront validates them before loading anything.
CREATE TABLE tracking_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  provider text NOT NULL,
  web_code text NOT NULL DEFAULT '',
  enable boolean NOT NULL DEFAULT true,
  place text NOT NULL DEFAULT 'web'
);

CREATE INDEX tracking_codes_tenant_place_idx ON tracking_codes (tenant_id, place);
