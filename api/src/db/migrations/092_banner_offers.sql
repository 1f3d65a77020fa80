-- An offer a banner advertises: a coupon carried by the banner, so the banner's promise and
-- the discount applied come from one record. The storefront applies it when the customer follows the
-- banner; the api checks its period and limits like any coupon's.
-- A coupon off one item's lines only (null: off the order's subtotal).
ALTER TABLE coupons ADD COLUMN item_id integer;

ALTER TABLE banners ADD COLUMN coupon_id integer;
ALTER TABLE banners ADD CONSTRAINT banners_coupon_fk FOREIGN KEY (tenant_id, coupon_id) REFERENCES coupons (tenant_id, id);
