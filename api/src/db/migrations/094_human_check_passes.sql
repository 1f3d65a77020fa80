-- A customer who answered the human check at checkout, and when: the answer holds across a failed
-- placement (a declined card, a slot taken meanwhile) for a while (api/src/human-check/order-risk.ts).
CREATE TABLE human_check_passes (
  tenant_id integer NOT NULL,
  customer_id integer NOT NULL,
  passed_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, customer_id),
  FOREIGN KEY (tenant_id, customer_id) REFERENCES customers (tenant_id, id) ON DELETE CASCADE
);
