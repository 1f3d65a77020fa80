-- A cart belongs to the customer who first used it with their token (null while a guest's), and is
-- closed by the order placed from it (order_id, null while open): one cart becomes at most one order.
ALTER TABLE carts ADD COLUMN customer_id integer;
ALTER TABLE carts ADD COLUMN order_id integer;

-- Carts that already became orders are closed by their first order, and belong to its customer.
UPDATE carts SET order_id = placed.order_id, customer_id = placed.customer_id
  FROM (SELECT DISTINCT ON (tenant_id, cart_id) tenant_id, cart_id, id AS order_id, customer_id
          FROM orders WHERE cart_id IS NOT NULL ORDER BY tenant_id, cart_id, id) AS placed
 WHERE carts.tenant_id = placed.tenant_id AND carts.id = placed.cart_id;

-- How many orders one customer may place with a coupon (null: no limit of its own).
ALTER TABLE coupons ADD COLUMN max_uses_per_customer integer CHECK (max_uses_per_customer > 0);
