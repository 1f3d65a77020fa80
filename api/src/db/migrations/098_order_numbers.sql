-- An order's number comes from a counter row per tenant, taken by the INSERT of the order
-- itself, so placements of one tenant wait for each other for the rest of their transaction only
-- (they used to lock the tenant's row for the whole of it and take MAX(number) + 1).
CREATE TABLE order_numbers (
  tenant_id integer PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
  last_number integer NOT NULL
);

INSERT INTO order_numbers (tenant_id, last_number)
SELECT tenant_id, MAX(number) FROM orders GROUP BY tenant_id;
