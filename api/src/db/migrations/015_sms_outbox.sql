-- The development SMS sender: messages are kept here instead of being sent (GET /api/v1/dev/outbox).
CREATE TABLE sms_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  recipient text NOT NULL,
  text text NOT NULL,
  code text,
  created_at timestamptz NOT NULL
);

CREATE INDEX sms_outbox_tenant_idx ON sms_outbox (tenant_id, id);
