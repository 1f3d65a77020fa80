-- Challenges of the sandbox human check: single use, short-lived; only a hash of the answer is kept.
CREATE TABLE human_checks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  key text NOT NULL UNIQUE,
  answer_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE INDEX human_checks_tenant_expiry_idx ON human_checks (tenant_id, expires_at);
