import type { Vehicle, VehicleBrand, VehicleColor } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';

interface VehicleRow extends Omit<Vehicle, 'brand_names' | 'color_names'> {
  brand_name_ar: string | null;
  brand_name_en: string | null;
  color_name_ar: string | null;
  color_name_en: string | null;
}

/** A customer's vehicles with the brand and colour names of the catalogues in both languages. */
const SELECT_VEHICLES = `
  SELECT v.id, v.brand_id, v.brand_name, v.brand_logo, v.color_id, v.color_name, v.color_code, v.plate_number,
         b.name_ar AS brand_name_ar, b.name_en AS brand_name_en, c.name_ar AS color_name_ar, c.name_en AS color_name_en
    FROM customer_vehicles v
    LEFT JOIN vehicle_brands b ON b.id = v.brand_id
    LEFT JOIN vehicle_colors c ON c.id = v.color_id
   WHERE v.tenant_id = $1 AND v.customer_id = $2`;

const toVehicle = ({ brand_name_ar, brand_name_en, color_name_ar, color_name_en, ...vehicle }: VehicleRow): Vehicle => ({
  ...vehicle,
  brand_names: { ar: brand_name_ar ?? vehicle.brand_name, en: brand_name_en ?? vehicle.brand_name },
  color_names: { ar: color_name_ar ?? vehicle.color_name, en: color_name_en ?? vehicle.color_name },
});

export const listBrands = async (db: Queryable): Promise<VehicleBrand[]> =>
  (
    await db.query<{ id: number; name_ar: string; name_en: string; logo: string | null }>('SELECT * FROM vehicle_brands ORDER BY name_en')
  ).map((row) => ({ id: row.id, names: { ar: row.name_ar, en: row.name_en }, logo: row.logo }));

export const listColors = async (db: Queryable): Promise<VehicleColor[]> =>
  (await db.query<{ id: number; name_ar: string; name_en: string; code: string }>('SELECT * FROM vehicle_colors ORDER BY id')).map(
    (row) => ({
      id: row.id,
      names: { ar: row.name_ar, en: row.name_en },
      code: row.code,
    }),
  );

export const listVehicles = async (db: Queryable, tenantId: number, customerId: number): Promise<Vehicle[]> =>
  (await db.query<VehicleRow>(`${SELECT_VEHICLES} ORDER BY v.id`, [tenantId, customerId])).map(toVehicle);

/** One of the customer's vehicles; null when it is not theirs. */
export const findVehicle = async (db: Queryable, tenantId: number, customerId: number, id: number): Promise<Vehicle | null> => {
  const [row] = await db.query<VehicleRow>(`${SELECT_VEHICLES} AND v.id = $3`, [tenantId, customerId, id]);
  return row ? toVehicle(row) : null;
};

export const countVehicles = async (db: Queryable, tenantId: number, customerId: number): Promise<number> =>
  (await listVehicles(db, tenantId, customerId)).length;

export interface VehicleFields {
  brand_id: number;
  color_id: number;
  plate_number: string;
}

/** Brand and colour of the catalogues, copied onto the vehicle (name, logo, code); null when either is unknown. */
const catalogueValues = async (db: Queryable, fields: VehicleFields): Promise<unknown[] | null> => {
  const [brand] = await db.query<{ name_en: string; logo: string | null }>('SELECT name_en, logo FROM vehicle_brands WHERE id = $1', [
    fields.brand_id,
  ]);
  const [color] = await db.query<{ name_en: string; code: string }>('SELECT name_en, code FROM vehicle_colors WHERE id = $1', [
    fields.color_id,
  ]);
  if (!brand || !color) return null;
  return [fields.brand_id, brand.name_en, brand.logo, fields.color_id, color.name_en, color.code, fields.plate_number];
};

export const insertVehicle = async (
  db: Queryable,
  tenantId: number,
  customerId: number,
  fields: VehicleFields,
  now: Date,
): Promise<Vehicle | null> => {
  const values = await catalogueValues(db, fields);
  if (!values) return null;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO customer_vehicles (tenant_id, customer_id, brand_id, brand_name, brand_logo, color_id, color_name, color_code, plate_number, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [tenantId, customerId, ...values, now],
  );
  return row ? findVehicle(db, tenantId, customerId, row.id) : null;
};

/** 'unknown' when brand or colour is not in the catalogues; null when the vehicle is not the customer's. */
export const updateVehicle = async (
  db: Queryable,
  tenantId: number,
  customerId: number,
  id: number,
  fields: VehicleFields,
): Promise<Vehicle | null | 'unknown'> => {
  const values = await catalogueValues(db, fields);
  if (!values) return 'unknown';
  const [row] = await db.query<{ id: number }>(
    `UPDATE customer_vehicles SET brand_id = $4, brand_name = $5, brand_logo = $6, color_id = $7, color_name = $8, color_code = $9, plate_number = $10
      WHERE tenant_id = $1 AND customer_id = $2 AND id = $3 RETURNING id`,
    [tenantId, customerId, id, ...values],
  );
  return row ? findVehicle(db, tenantId, customerId, row.id) : null;
};

export const deleteVehicle = async (db: Queryable, tenantId: number, customerId: number, id: number): Promise<boolean> =>
  (
    await db.query('DELETE FROM customer_vehicles WHERE tenant_id = $1 AND customer_id = $2 AND id = $3 RETURNING id', [
      tenantId,
      customerId,
      id,
    ])
  ).length > 0;
