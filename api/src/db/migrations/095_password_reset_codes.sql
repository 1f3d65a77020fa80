-- "Forgot password?" codes sent by e-mail, one row per send. Only a salted sha256 of the code is kept.
-- A code is used once, lives a short while, and wrong attempts are counted; the last one sent is the only one that works.
CREATE TABLE password_reset_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  code_salt text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE INDEX password_reset_codes_customer_idx ON password_reset_codes (tenant_id, customer_id, created_at);
