-- One payment intent per order, tenders held until the payment succeeds, payments that land on an
-- order that can no longer take them (refunded and flagged), and webhook replays. docs/api.md, "Payments".

-- Sessions left pending next to a newer one (before one intent per order) are voided first.
UPDATE payment_sessions older SET status = 'expired', settled_at = COALESCE(settled_at, older.created_at)
 WHERE status = 'pending'
   AND EXISTS (SELECT 1 FROM payment_sessions newer
                WHERE newer.tenant_id = older.tenant_id AND newer.order_id = older.order_id AND newer.status = 'pending'
                  AND (newer.created_at, newer.id) > (older.created_at, older.id));

-- `refunded`: paid after its order was paid, canceled or expired, and given back (payment_incidents).
ALTER TABLE payment_sessions DROP CONSTRAINT payment_sessions_status_check;
ALTER TABLE payment_sessions ADD CONSTRAINT payment_sessions_status_check
  CHECK (status IN ('pending', 'paid', 'failed', 'expired', 'refunded'));

-- At most one open (pending) session per order: a new attempt reuses it or voids it first.
CREATE UNIQUE INDEX payment_sessions_one_open_idx ON payment_sessions (tenant_id, order_id) WHERE status = 'pending';

-- When the order's wallet and points were given back (failed for good: expired or canceled); at most once.
ALTER TABLE orders ADD COLUMN tenders_released_at timestamptz;

CREATE INDEX orders_unpaid_idx ON orders (tenant_id, created_at) WHERE status = 'callcenter_pending';

-- A payment that reached an order already paid, canceled or expired: refunded through the adapter and
-- listed to the operator. One per session.
CREATE TABLE payment_incidents (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL,
  order_id integer NOT NULL,
  session_id text NOT NULL UNIQUE REFERENCES payment_sessions (id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN ('order_already_paid', 'order_canceled')),
  amount_minor integer NOT NULL,
  currency text NOT NULL,
  refund_status text NOT NULL CHECK (refund_status IN ('pending', 'refunded', 'failed')),
  refund_message text,
  created_at timestamptz NOT NULL,
  refunded_at timestamptz,
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id) ON DELETE CASCADE
);

CREATE INDEX payment_incidents_tenant_idx ON payment_incidents (tenant_id, id DESC);

-- Webhook deliveries already taken (their signature), so a captured one cannot be replayed.
CREATE TABLE payment_webhook_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  received_at timestamptz NOT NULL,
  PRIMARY KEY (provider, event_id)
);

-- The sandbox provider's refunds.
ALTER TABLE sandbox_payments ADD COLUMN refunded_minor integer NOT NULL DEFAULT 0;
ALTER TABLE sandbox_payments ADD COLUMN refunded_at timestamptz;
