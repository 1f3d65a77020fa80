-- Login tokens of customers. Only the sha256 of a token is stored; a token works for its tenant only.
CREATE TABLE customer_tokens (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL,
  customer_id integer NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz,
  FOREIGN KEY (tenant_id, customer_id) REFERENCES customers (tenant_id, id) ON DELETE CASCADE
);

CREATE INDEX customer_tokens_customer_idx ON customer_tokens (tenant_id, customer_id);
