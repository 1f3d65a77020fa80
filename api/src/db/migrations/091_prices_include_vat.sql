-- Whether an order's prices included VAT (its `vat` is the part of `total` that is VAT) or had it
-- added on top: the tenant's rule when it was placed (docs/api.md, "Money of an order").
ALTER TABLE orders ADD COLUMN vat_included boolean NOT NULL DEFAULT false;
