-- Table reservations (docs/api.md, "Reservations"): settings per branch, sections with tables and
-- periods (time and cost), the reservations themselves and their deposit payments.
CREATE TABLE reservation_settings (
  tenant_id integer NOT NULL,
  branch_id integer NOT NULL,
  person_count_from integer NOT NULL DEFAULT 1 CHECK (person_count_from >= 1),
  person_count_to integer NOT NULL DEFAULT 10,
  maximum_duration integer NOT NULL DEFAULT 14 CHECK (maximum_duration >= 0),
  hold_minutes integer NOT NULL DEFAULT 10 CHECK (hold_minutes >= 1),
  table_minutes integer NOT NULL DEFAULT 90 CHECK (table_minutes >= 15),
  no_show_minutes integer NOT NULL DEFAULT 15 CHECK (no_show_minutes >= 0),
  -- A paid deposit is refunded when the customer cancels at least this many hours before the time.
  refund_hours integer NOT NULL DEFAULT 24 CHECK (refund_hours >= 0),
  PRIMARY KEY (tenant_id, branch_id),
  CHECK (person_count_to >= person_count_from),
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branches (tenant_id, id) ON DELETE CASCADE
);

CREATE TABLE reservation_sections (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL,
  branch_id integer NOT NULL,
  name_ar text NOT NULL,
  name_en text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branches (tenant_id, id) ON DELETE CASCADE
);

CREATE TABLE reservation_tables (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL,
  section_id integer NOT NULL,
  name text NOT NULL,
  seats integer NOT NULL CHECK (seats >= 1),
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, section_id) REFERENCES reservation_sections (tenant_id, id) ON DELETE CASCADE
);

-- The times a section takes reservations, every day; `next_day` for a time after midnight of the day's evening.
CREATE TABLE reservation_periods (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL,
  section_id integer NOT NULL,
  time text NOT NULL CHECK (time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  next_day boolean NOT NULL DEFAULT false,
  cost_minor integer NOT NULL DEFAULT 0 CHECK (cost_minor >= 0),
  UNIQUE (tenant_id, section_id, time, next_day),
  FOREIGN KEY (tenant_id, section_id) REFERENCES reservation_sections (tenant_id, id) ON DELETE CASCADE
);

CREATE TABLE reservation_cancellation_reasons (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name_ar text NOT NULL,
  name_en text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE reservations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL,
  branch_id integer NOT NULL,
  customer_id integer NOT NULL,
  section_id integer NOT NULL,
  table_id integer NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'pending_payment', 'confirmed', 'cancelled', 'seated', 'no_show')),
  action text,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  day text NOT NULL,
  time text NOT NULL,
  is_next_day boolean NOT NULL,
  guests_count integer NOT NULL,
  cost_minor integer NOT NULL,
  currency text NOT NULL,
  name text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  country_code text,
  phone text NOT NULL DEFAULT '',
  note text NOT NULL DEFAULT '',
  event_id integer,
  allergen_ids integer[] NOT NULL DEFAULT '{}',
  source text NOT NULL,
  hold_expires_at timestamptz NOT NULL,
  paid_at timestamptz,
  refunded_at timestamptz,
  send_notification boolean NOT NULL DEFAULT false,
  cancellation_reason text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branches (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, customer_id) REFERENCES customers (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, table_id) REFERENCES reservation_tables (tenant_id, id) ON DELETE CASCADE
);

CREATE INDEX reservations_table_time_idx ON reservations (tenant_id, table_id, starts_at);
CREATE INDEX reservations_customer_idx ON reservations (tenant_id, customer_id, starts_at DESC);
CREATE INDEX reservations_branch_day_idx ON reservations (tenant_id, branch_id, day);

-- Notes on a reservation (the customer's request, the staff's remarks), shown with `include=notes`.
CREATE TABLE reservation_notes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL,
  reservation_id integer NOT NULL,
  author text NOT NULL CHECK (author IN ('customer', 'staff', 'system')),
  text text NOT NULL,
  created_at timestamptz NOT NULL,
  FOREIGN KEY (tenant_id, reservation_id) REFERENCES reservations (tenant_id, id) ON DELETE CASCADE
);

-- The deposit's payment sessions, through the same provider adapter as orders (payment_sessions).
CREATE TABLE reservation_payments (
  id text PRIMARY KEY,
  tenant_id integer NOT NULL,
  reservation_id integer NOT NULL,
  provider text NOT NULL,
  provider_ref text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'expired', 'refunded')),
  amount_minor integer NOT NULL,
  currency text NOT NULL,
  redirect_url text NOT NULL,
  message text,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  FOREIGN KEY (tenant_id, reservation_id) REFERENCES reservations (tenant_id, id) ON DELETE CASCADE
);

CREATE UNIQUE INDEX reservation_payments_one_open_idx ON reservation_payments (tenant_id, reservation_id) WHERE status = 'pending';

-- The tenant's messaging credit (GET /api/v1/sms/clients/by-app); SMS are sent only while it is above 0.
CREATE TABLE sms_credits (
  tenant_id integer PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
  balance integer NOT NULL CHECK (balance >= 0)
);

-- What the sandbox's hosted page names: an order (its number) or a reservation's deposit.
ALTER TABLE sandbox_payments ADD COLUMN subject text NOT NULL DEFAULT 'order' CHECK (subject IN ('order', 'reservation'));
