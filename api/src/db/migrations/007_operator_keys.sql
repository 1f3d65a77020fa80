-- Keys of the restaurant side (operator API and CLI). Only an scrypt hash is stored.
CREATE TABLE operator_keys (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  label text NOT NULL,
  key_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX operator_keys_tenant_idx ON operator_keys (tenant_id);
