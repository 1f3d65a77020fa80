-- Server-side carts: what the storefront chose, never a price it sent. lines holds
-- [{ item_id, quantity, option_ids, notes, unit_price_minor }], the unit price being the one last
-- answered, so a reopened cart can tell which prices changed since.
CREATE TABLE carts (
  id text PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  branch_id integer,
  order_type text CHECK (order_type IN ('delivery', 'pickup', 'curbside', 'dine_in')),
  latitude double precision,
  longitude double precision,
  lines jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
