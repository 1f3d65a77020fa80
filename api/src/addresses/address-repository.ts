import type { Address } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { addressBodySchema } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';

export type AddressFields = z.output<typeof addressBodySchema>;

const COLUMNS =
  'id, street_name, building_type, building_number, floor_number, apartment_number, special_mark, description, latitude, longitude';
const FIELDS = [
  'street_name',
  'building_type',
  'building_number',
  'floor_number',
  'apartment_number',
  'special_mark',
  'description',
  'latitude',
  'longitude',
] as const;

const valuesOf = (fields: AddressFields): unknown[] => FIELDS.map((name) => fields[name]);

export const countAddresses = async (db: Queryable, tenantId: number, customerId: number): Promise<number> => {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM customer_addresses WHERE tenant_id = $1 AND customer_id = $2',
    [tenantId, customerId],
  );
  return row?.count ?? 0;
};

/** The customer's addresses in creation order; `limit` null for all of them. */
export const listAddresses = (
  db: Queryable,
  tenantId: number,
  customerId: number,
  limit: number | null,
  offset: number,
): Promise<Address[]> =>
  db.query<Address>(`SELECT ${COLUMNS} FROM customer_addresses WHERE tenant_id = $1 AND customer_id = $2 ORDER BY id LIMIT $3 OFFSET $4`, [
    tenantId,
    customerId,
    limit,
    offset,
  ]);

export const insertAddress = async (
  db: Queryable,
  tenantId: number,
  customerId: number,
  fields: AddressFields,
  now: Date,
): Promise<Address> => {
  const [row] = await db.query<Address>(
    `INSERT INTO customer_addresses (tenant_id, customer_id, ${FIELDS.join(', ')}, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${COLUMNS}`,
    [tenantId, customerId, ...valuesOf(fields), now],
  );
  if (!row) throw new Error('address not stored');
  return row;
};

/** Changes one of the customer's addresses; null when it is not theirs (or not of this tenant). */
export const updateAddress = async (
  db: Queryable,
  tenantId: number,
  customerId: number,
  id: number,
  fields: AddressFields,
): Promise<Address | null> => {
  const [row] = await db.query<Address>(
    `UPDATE customer_addresses SET ${FIELDS.map((name, index) => `${name} = $${index + 4}`).join(', ')}
      WHERE tenant_id = $1 AND customer_id = $2 AND id = $3 RETURNING ${COLUMNS}`,
    [tenantId, customerId, id, ...valuesOf(fields)],
  );
  return row ?? null;
};

export const deleteAddress = async (db: Queryable, tenantId: number, customerId: number, id: number): Promise<boolean> =>
  (
    await db.query('DELETE FROM customer_addresses WHERE tenant_id = $1 AND customer_id = $2 AND id = $3 RETURNING id', [
      tenantId,
      customerId,
      id,
    ])
  ).length > 0;

/** What an order keeps of the customer's address (its place, whether or not it has a location), or null when not theirs. */
export const findAddressForOrder = async (
  db: Queryable,
  tenantId: number,
  customerId: number,
  id: number,
): Promise<{
  street_name: string;
  building_number: string | null;
  description: string | null;
  latitude: number | null;
  longitude: number | null;
} | null> => {
  const [row] = await db.query<{
    street_name: string;
    building_number: string | null;
    description: string | null;
    latitude: number | null;
    longitude: number | null;
  }>(
    `SELECT street_name, building_number, description, latitude, longitude FROM customer_addresses
      WHERE tenant_id = $1 AND customer_id = $2 AND id = $3`,
    [tenantId, customerId, id],
  );
  return row ?? null;
};
