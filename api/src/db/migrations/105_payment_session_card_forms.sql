-- A card payment the browser makes itself at the provider (Moyasar): what the api handed it (the
-- publishable key, the payment's given id, amount, currency, callback), answered with the session so
-- a reload or `POST .../pay` shows the same form. Null for hosted pages. docs/api.md, "Payment adapters".
ALTER TABLE payment_sessions ADD COLUMN card_form jsonb;
