-- Every refund given to the payment provider carries an idempotency key, fixed when the refund is
-- recorded (before the provider is first asked) and sent again unchanged by every retry and by the
-- refund sweep: a provider asked again for a refund it made answers that refund and moves no money.
-- Random, not derived from a row id, so a database restored or recreated never sends a key a refund
-- already used. docs/security.md, "Payments".
ALTER TABLE order_cancel_refunds ADD COLUMN refund_key text NOT NULL DEFAULT gen_random_uuid()::text;
-- A deposit's session is refunded at most once, whole: its key is the session's.
ALTER TABLE reservation_payments ADD COLUMN refund_key text NOT NULL DEFAULT gen_random_uuid()::text;
ALTER TABLE payment_incidents ADD COLUMN refund_key text NOT NULL DEFAULT gen_random_uuid()::text;

-- The sandbox provider's refunds, one per idempotency key as a provider keeps them, with how many
-- requests named it. `sandbox_payments.refund_calls` counts the refunds made (a repeated key is not one).
CREATE TABLE sandbox_refunds (
  idempotency_key text PRIMARY KEY,
  ref text NOT NULL REFERENCES sandbox_payments (ref) ON DELETE CASCADE,
  amount_minor integer NOT NULL CHECK (amount_minor > 0),
  requests integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL
);
CREATE INDEX sandbox_refunds_ref_idx ON sandbox_refunds (ref);
