-- A deposit given back (docs/api.md, "Reservations"). The cancel claims the paid session in its own
-- transaction (`refund_status` `pending`) before the provider is asked, so it is refunded once; then
-- `refunded`, or `failed` with the provider's reason for the staff. The reservation keeps what came back.
ALTER TABLE reservation_payments ADD COLUMN refund_status text CHECK (refund_status IN ('pending', 'refunded', 'failed'));
ALTER TABLE reservation_payments ADD COLUMN refund_message text;
ALTER TABLE reservation_payments ADD COLUMN refunded_at timestamptz;
ALTER TABLE reservations ADD COLUMN refund_minor integer;

-- Refunds made before: deposits are refunded whole.
UPDATE reservation_payments SET refund_status = 'refunded' WHERE status = 'refunded';
UPDATE reservations SET refund_minor = cost_minor WHERE refunded_at IS NOT NULL;
