-- The tenant's own texts (order status names and their colours) in both languages.
CREATE TABLE messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  key text NOT NULL,
  ar text NOT NULL,
  en text NOT NULL,
  UNIQUE (tenant_id, key)
);
