-- The areas a branch delivers to: a GeoJSON Polygon or MultiPolygon (longitude, latitude) with the fee,
-- minimum order (minor units, VAT excluded) and the estimated delivery time.
CREATE TABLE delivery_zones (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id integer NOT NULL,
  branch_id integer NOT NULL,
  name_ar text NOT NULL,
  name_en text NOT NULL,
  area jsonb NOT NULL CHECK (area ->> 'type' IN ('Polygon', 'MultiPolygon')),
  fee_minor integer NOT NULL CHECK (fee_minor >= 0),
  minimum_order_minor integer NOT NULL DEFAULT 0 CHECK (minimum_order_minor >= 0),
  eta_minutes integer NOT NULL CHECK (eta_minutes >= 0),
  sort integer NOT NULL DEFAULT 0,
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branches (tenant_id, id) ON DELETE CASCADE
);

CREATE INDEX delivery_zones_tenant_idx ON delivery_zones (tenant_id, sort, id);
