-- A deposit paid by a card the browser posts to the provider itself (Moyasar), as payment_sessions.card_form
-- (migration 105): answered with the reservation so the deposit's card step shows the same form on a reload.
ALTER TABLE reservation_payments ADD COLUMN card_form jsonb;
