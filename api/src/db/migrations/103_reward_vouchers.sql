-- A voucher reward gives one dish of the menu free (item_id; null: a reward without a dish, such as a wallet credit).
ALTER TABLE rewards ADD COLUMN item_id integer;

-- A coupon only one customer may use (a reward's voucher, bought with their points); null: anyone's.
ALTER TABLE coupons ADD COLUMN customer_id integer;
ALTER TABLE coupons ADD CONSTRAINT coupons_customer FOREIGN KEY (tenant_id, customer_id) REFERENCES customers (tenant_id, id) ON DELETE CASCADE;

-- A redemption's voucher (a coupon of one use, of the customer only), when it expires, and when its points
-- were given back because it expired unused (null until then; set once).
ALTER TABLE reward_redemptions ADD COLUMN coupon_id integer;
ALTER TABLE reward_redemptions ADD COLUMN expires_at timestamptz;
ALTER TABLE reward_redemptions ADD COLUMN refunded_at timestamptz;
ALTER TABLE reward_redemptions ADD CONSTRAINT reward_redemptions_coupon FOREIGN KEY (tenant_id, coupon_id) REFERENCES coupons (tenant_id, id) ON DELETE CASCADE;
CREATE UNIQUE INDEX reward_redemptions_coupon_once ON reward_redemptions (tenant_id, coupon_id);
CREATE INDEX reward_redemptions_expiring ON reward_redemptions (expires_at) WHERE refunded_at IS NULL AND coupon_id IS NOT NULL;
