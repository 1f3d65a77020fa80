-- SMS a real provider refused or did not answer in time (docs/api.md, "Operator: SMS failures"). The
-- number is kept masked (`+9665*****67`): enough for the operator to recognise it, not to text it.
CREATE TABLE sms_failures (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  provider text NOT NULL,
  error_code text NOT NULL,
  error_message text NOT NULL,
  destination text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE INDEX sms_failures_tenant_idx ON sms_failures (tenant_id, id);
