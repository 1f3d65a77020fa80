-- Web push: a browser's push subscription for one waiting-list entry, order or reservation of
-- a tenant, with the language its pushes are written in and the customer who made it when logged in.
-- One row per (tenant, endpoint, target): subscribing again (or twenty times at once) keeps one row.
CREATE TABLE push_subscriptions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  endpoint text NOT NULL,
  p256dh text NOT NULL,
  auth text NOT NULL,
  lang text NOT NULL CHECK (lang IN ('ar', 'en')),
  target_kind text NOT NULL CHECK (target_kind IN ('waiting', 'order', 'reservation')),
  -- The waiting entry's, order's or reservation's id; a waiting entry's link token too (its page's path).
  target_id integer NOT NULL,
  target_token text,
  customer_id integer REFERENCES customers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  UNIQUE (tenant_id, endpoint, target_kind, target_id)
);

CREATE INDEX push_subscriptions_target_idx ON push_subscriptions (tenant_id, target_kind, target_id);
CREATE INDEX push_subscriptions_customer_idx ON push_subscriptions (tenant_id, customer_id) WHERE customer_id IS NOT NULL;
