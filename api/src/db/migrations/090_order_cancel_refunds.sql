-- A restaurant's cancel of a paid order gives the money back in the same action (docs/api.md,
-- "Cancels and refunds"): the reason the restaurant gave, and the refund with where it went.
ALTER TABLE orders ADD COLUMN cancel_reason text;

CREATE TABLE order_cancel_refunds (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL,
  order_id integer NOT NULL,
  amount_minor integer NOT NULL CHECK (amount_minor > 0),
  -- `card`: through the payment adapter, to the card that paid; `wallet`: the customer's wallet (a tenant setting).
  destination text NOT NULL CHECK (destination IN ('card', 'wallet')),
  -- `pending` until given to the provider; `sending` while one caller (the cancel, or the restaurant's retry) has
  -- claimed it; `failed` with the provider's reason until the restaurant sends it again.
  status text NOT NULL CHECK (status IN ('pending', 'sending', 'refunded', 'failed')),
  provider_message text,
  attempted_at timestamptz,
  created_at timestamptz NOT NULL,
  refunded_at timestamptz,
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id) ON DELETE CASCADE
);

-- A cancel refunds an order once, whatever runs in parallel.
CREATE UNIQUE INDEX order_cancel_refunds_one_idx ON order_cancel_refunds (tenant_id, order_id);
CREATE INDEX order_cancel_refunds_open_idx ON order_cancel_refunds (created_at) WHERE status = 'pending';

-- The sandbox counts the refunds it was asked for, as a provider's dashboard lists them: a money path
-- that refunds twice shows here even though the sandbox keeps one refunded amount.
ALTER TABLE sandbox_payments ADD COLUMN refund_calls integer NOT NULL DEFAULT 0;
