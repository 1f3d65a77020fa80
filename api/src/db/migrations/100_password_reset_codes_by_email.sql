-- A reset code is kept for the e-mail it was asked for, with or without an account behind it: an e-mail
-- without one gets a code nobody is sent, so wrong guesses count, burn and expire exactly as for a customer's.
ALTER TABLE password_reset_codes ADD COLUMN email text;
UPDATE password_reset_codes SET email = lower(customers.email)
  FROM customers WHERE customers.id = password_reset_codes.customer_id;
DELETE FROM password_reset_codes WHERE email IS NULL;
ALTER TABLE password_reset_codes ALTER COLUMN email SET NOT NULL;
ALTER TABLE password_reset_codes ALTER COLUMN customer_id DROP NOT NULL;
DROP INDEX password_reset_codes_customer_idx;
CREATE INDEX password_reset_codes_email_idx ON password_reset_codes (tenant_id, email, created_at);
