-- Orders, their status history, coupons, idempotency keys, payment sessions and the sandbox
-- payment provider's own records. Money in minor units. See docs/api.md, "Orders".
CREATE TABLE coupons (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code = upper(code)),
  kind text NOT NULL CHECK (kind IN ('percent', 'fixed')),
  value numeric(12, 2) NOT NULL CHECK (value > 0),
  max_discount_minor integer CHECK (max_discount_minor > 0),
  min_subtotal_minor integer NOT NULL DEFAULT 0 CHECK (min_subtotal_minor >= 0),
  starts_at timestamptz,
  ends_at timestamptz,
  max_uses integer CHECK (max_uses > 0),
  active boolean NOT NULL DEFAULT true,
  UNIQUE (tenant_id, code),
  UNIQUE (tenant_id, id)
);

CREATE TABLE orders (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  number integer NOT NULL,
  customer_id integer NOT NULL,
  branch_id integer NOT NULL,
  cart_id text,
  type text NOT NULL CHECK (type IN ('delivery', 'pickup', 'curbside', 'dine_in')),
  status text NOT NULL,
  currency text NOT NULL,
  lines jsonb NOT NULL,
  subtotal_minor integer NOT NULL,
  discount_minor integer NOT NULL DEFAULT 0,
  coupon_id integer,
  coupon_code text,
  delivery_fee_minor integer NOT NULL DEFAULT 0,
  additional_charges_minor integer NOT NULL DEFAULT 0,
  insurance_minor integer NOT NULL DEFAULT 0,
  vat_percent numeric(5, 2) NOT NULL,
  vat_minor integer NOT NULL,
  total_minor integer NOT NULL,
  points_used integer NOT NULL DEFAULT 0,
  points_discount_minor integer NOT NULL DEFAULT 0,
  wallet_discount_minor integer NOT NULL DEFAULT 0,
  amount_due_minor integer NOT NULL,
  refunded_minor integer NOT NULL DEFAULT 0,
  payment_method text NOT NULL CHECK (payment_method IN ('cash', 'card_on_delivery', 'hosted', 'card')),
  paid_at timestamptz,
  delivery_time text NOT NULL CHECK (delivery_time IN ('asap', 'schedule')),
  scheduled_at timestamptz,
  estimated_at timestamptz,
  address jsonb,
  vehicle jsonb,
  table_id integer,
  table_name text,
  session_id text,
  notes text NOT NULL DEFAULT '',
  rating_stars integer CHECK (rating_stars BETWEEN 1 AND 5),
  rating_comment text,
  rated_at timestamptz,
  created_at timestamptz NOT NULL,
  UNIQUE (tenant_id, number),
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, customer_id) REFERENCES customers (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branches (tenant_id, id),
  FOREIGN KEY (tenant_id, coupon_id) REFERENCES coupons (tenant_id, id)
);

CREATE INDEX orders_customer_idx ON orders (tenant_id, customer_id, id DESC);
CREATE INDEX orders_slot_idx ON orders (tenant_id, branch_id, scheduled_at) WHERE scheduled_at IS NOT NULL;

-- Every status an order took, with its time (the tracking timeline).
CREATE TABLE order_status_events (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL,
  order_id integer NOT NULL,
  status text NOT NULL,
  at timestamptz NOT NULL,
  source text NOT NULL,
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id) ON DELETE CASCADE
);

CREATE INDEX order_status_events_order_idx ON order_status_events (tenant_id, order_id, id);

-- Idempotency-Key of a placement: the same key and body answer the same order.
CREATE TABLE order_idempotency_keys (
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  customer_id integer NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  order_id integer,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, customer_id, key)
);

CREATE TABLE payment_sessions (
  id text PRIMARY KEY,
  tenant_id integer NOT NULL,
  order_id integer NOT NULL,
  provider text NOT NULL,
  provider_ref text NOT NULL,
  method text NOT NULL CHECK (method IN ('hosted', 'card')),
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'expired')),
  amount_minor integer NOT NULL,
  currency text NOT NULL,
  redirect_url text NOT NULL,
  message text,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id) ON DELETE CASCADE
);

CREATE INDEX payment_sessions_order_idx ON payment_sessions (tenant_id, order_id);

-- The sandbox provider's side: what the customer decided on its hosted page.
CREATE TABLE sandbox_payments (
  ref text PRIMARY KEY,
  session_id text NOT NULL,
  method text NOT NULL,
  amount_minor integer NOT NULL,
  currency text NOT NULL,
  order_number integer NOT NULL,
  tenant_name text NOT NULL,
  return_url text NOT NULL,
  outcome text CHECK (outcome IN ('approved', 'declined', 'card_invalid')),
  decided_at timestamptz,
  created_at timestamptz NOT NULL
);
