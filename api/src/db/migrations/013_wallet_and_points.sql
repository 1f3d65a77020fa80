-- Ledgers of the wallet (money, in the tenant's currency) and of loyalty points. A balance is the sum
-- of a customer's entries; it is never stored.
CREATE TABLE wallet_ledger (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL,
  customer_id integer NOT NULL,
  amount numeric(12, 2) NOT NULL,
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, customer_id) REFERENCES customers (tenant_id, id) ON DELETE CASCADE
);

CREATE INDEX wallet_ledger_customer_idx ON wallet_ledger (tenant_id, customer_id);

CREATE TABLE points_ledger (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL,
  customer_id integer NOT NULL,
  amount integer NOT NULL,
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (tenant_id, customer_id) REFERENCES customers (tenant_id, id) ON DELETE CASCADE
);

CREATE INDEX points_ledger_customer_idx ON points_ledger (tenant_id, customer_id);
