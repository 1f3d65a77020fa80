-- A deposit comes back where the tenant's `payment.refund_destination` says (the card by default, or the
-- wallet at once), and a card refund is claimed (`sending`, with when) by the one caller that gives it to
-- the provider, so a refund an api left unsent when it stopped is sent again by the refund sweep.
ALTER TABLE reservation_payments ADD COLUMN refund_destination text CHECK (refund_destination IN ('card', 'wallet'));
ALTER TABLE reservation_payments ADD COLUMN refund_attempted_at timestamptz;
ALTER TABLE reservation_payments DROP CONSTRAINT reservation_payments_refund_status_check;
ALTER TABLE reservation_payments
  ADD CONSTRAINT reservation_payments_refund_status_check CHECK (refund_status IN ('pending', 'sending', 'refunded', 'failed'));
ALTER TABLE reservations ADD COLUMN refund_destination text CHECK (refund_destination IN ('card', 'wallet'));

-- Refunds made before went to the card.
UPDATE reservation_payments SET refund_destination = 'card' WHERE refund_status IS NOT NULL;
UPDATE reservations SET refund_destination = 'card' WHERE refunded_at IS NOT NULL;

-- The sweep looks for card refunds not taken by the provider yet.
CREATE INDEX reservation_payments_unsent_refund_idx ON reservation_payments (refund_attempted_at) WHERE refund_status IN ('pending', 'sending');
CREATE INDEX order_cancel_refunds_unsent_idx ON order_cancel_refunds (created_at) WHERE status IN ('pending', 'sending');
