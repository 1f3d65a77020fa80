-- Customer accounts: e-mail login, referral, e-mail outbox, vehicle catalogues, ledger
-- reasons, rewards, challenges. See docs/api.md.

-- One account per e-mail and tenant (case-insensitive); a referral code is used once.
CREATE UNIQUE INDEX customers_email_idx ON customers (tenant_id, lower(email)) WHERE email IS NOT NULL;
ALTER TABLE customers
  ADD COLUMN referred_by integer,
  ADD COLUMN referred_at timestamptz;

-- Password logins, counted per e-mail and per address for the limits.
CREATE TABLE password_logins (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  email text NOT NULL,
  ip text NOT NULL,
  succeeded boolean NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX password_logins_email_idx ON password_logins (tenant_id, email, created_at);
CREATE INDEX password_logins_ip_idx ON password_logins (tenant_id, ip, created_at);

-- The development outbox keeps e-mails too.
ALTER TABLE sms_outbox ADD COLUMN channel text NOT NULL DEFAULT 'sms' CHECK (channel IN ('sms', 'email'));

-- Catalogues of car brands and colours: platform data shared by every tenant, never a customer's.
CREATE TABLE vehicle_brands (
  id integer PRIMARY KEY,
  name_ar text NOT NULL,
  name_en text NOT NULL,
  logo text
);
CREATE TABLE vehicle_colors (
  id integer PRIMARY KEY,
  name_ar text NOT NULL,
  name_en text NOT NULL,
  code text NOT NULL CHECK (code ~ '^#[0-9a-f]{6}$')
);
INSERT INTO vehicle_brands (id, name_ar, name_en, logo) VALUES
  (1, 'تويوتا', 'Toyota', '/media/vehicles/toyota.svg'),
  (2, 'هيونداي', 'Hyundai', '/media/vehicles/hyundai.svg'),
  (3, 'نيسان', 'Nissan', '/media/vehicles/nissan.svg'),
  (4, 'كيا', 'Kia', '/media/vehicles/kia.svg'),
  (5, 'شيفروليه', 'Chevrolet', '/media/vehicles/chevrolet.svg'),
  (6, 'فورد', 'Ford', '/media/vehicles/ford.svg'),
  (7, 'لكزس', 'Lexus', '/media/vehicles/lexus.svg'),
  (8, 'مرسيدس بنز', 'Mercedes-Benz', '/media/vehicles/mercedes-benz.svg');
INSERT INTO vehicle_colors (id, name_ar, name_en, code) VALUES
  (1, 'أبيض', 'White', '#ffffff'),
  (2, 'أسود', 'Black', '#111111'),
  (3, 'فضي', 'Silver', '#c0c0c0'),
  (4, 'رمادي', 'Grey', '#808080'),
  (5, 'أحمر', 'Red', '#c0392b'),
  (6, 'أزرق', 'Blue', '#1f5fbf'),
  (7, 'بيج', 'Beige', '#d8c8a8'),
  (8, 'أخضر', 'Green', '#2e7d32');

-- Ledger entries say why they were written; an entry is never changed once written.
ALTER TABLE wallet_ledger
  ADD COLUMN reason_code text NOT NULL DEFAULT 'other',
  ADD COLUMN reference text;
ALTER TABLE points_ledger
  ADD COLUMN reason_code text NOT NULL DEFAULT 'other',
  ADD COLUMN reference text;
-- Entries written before this migration: their reason read from the text.
UPDATE wallet_ledger SET reason_code = CASE
  WHEN reason ILIKE '%top-up%' OR reason ILIKE 'Welcome credit%' THEN 'top_up'
  WHEN reason ILIKE 'Refund%' THEN 'refund'
  WHEN reason ILIKE 'Paid%' THEN 'order_paid'
  ELSE 'other' END;
UPDATE points_ledger SET reason_code = CASE
  WHEN reason ILIKE 'Earned%' THEN 'order_earned'
  WHEN reason ILIKE 'Redeemed%' THEN 'order_paid'
  ELSE 'other' END;
CREATE FUNCTION ledger_entries_are_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are never changed; write a new entry instead';
END;
$$;
CREATE TRIGGER wallet_ledger_final BEFORE UPDATE ON wallet_ledger FOR EACH ROW EXECUTE FUNCTION ledger_entries_are_final();
CREATE TRIGGER points_ledger_final BEFORE UPDATE ON points_ledger FOR EACH ROW EXECUTE FUNCTION ledger_entries_are_final();

-- Rewards bought with points; a redemption debits the points ledger (and may credit the wallet).
CREATE TABLE rewards (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  provider text NOT NULL DEFAULT 'order',
  name_ar text NOT NULL,
  name_en text NOT NULL,
  description_ar text NOT NULL DEFAULT '',
  description_en text NOT NULL DEFAULT '',
  points integer NOT NULL CHECK (points > 0),
  wallet_amount numeric(12, 2) NOT NULL DEFAULT 0 CHECK (wallet_amount >= 0),
  active boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (tenant_id, id)
);
CREATE TABLE reward_redemptions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL,
  customer_id integer NOT NULL,
  reward_id integer NOT NULL,
  points integer NOT NULL,
  code text NOT NULL,
  created_at timestamptz NOT NULL,
  FOREIGN KEY (tenant_id, customer_id) REFERENCES customers (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, reward_id) REFERENCES rewards (tenant_id, id) ON DELETE CASCADE
);

-- Challenges and each customer's progress toward them (a ledger too: progress is a sum).
CREATE TABLE challenges (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name_ar text NOT NULL,
  name_en text NOT NULL,
  description_ar text NOT NULL DEFAULT '',
  description_en text NOT NULL DEFAULT '',
  goal_type text NOT NULL CHECK (goal_type IN ('orders_count', 'orders_amount')),
  target numeric(12, 2) NOT NULL CHECK (target > 0),
  reward_type text NOT NULL CHECK (reward_type IN ('points', 'wallet')),
  reward_amount numeric(12, 2) NOT NULL CHECK (reward_amount > 0),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  active boolean NOT NULL DEFAULT true,
  UNIQUE (tenant_id, id)
);
CREATE TABLE challenge_progress (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL,
  customer_id integer NOT NULL,
  challenge_id integer NOT NULL,
  amount numeric(12, 2) NOT NULL,
  reference text,
  created_at timestamptz NOT NULL,
  FOREIGN KEY (tenant_id, customer_id) REFERENCES customers (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, challenge_id) REFERENCES challenges (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX challenge_progress_customer_idx ON challenge_progress (tenant_id, customer_id, challenge_id);
