import type { Queryable } from '../db/db';
import type { DemoCustomer } from './demo-tenant';

const insertCustomer = async (tx: Queryable, tenantId: number, customer: DemoCustomer): Promise<number> => {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO customers (tenant_id, name, country_code, mobile, email, gender, birth_date, referral_code, group_id, group_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      tenantId,
      customer.name,
      customer.country_code,
      customer.mobile,
      customer.email,
      customer.gender,
      customer.birth_date,
      customer.referral_code,
      customer.group?.id ?? null,
      customer.group?.name ?? null,
    ],
  );
  if (!row) throw new Error(`Customer ${customer.name} was not created`);
  return row.id;
};

/** Inserts a demo tenant's customers with their addresses, vehicles and ledger entries (no login tokens). */
export const insertDemoCustomers = async (tx: Queryable, tenantId: number, customers: readonly DemoCustomer[]): Promise<void> => {
  for (const customer of customers) {
    const customerId = await insertCustomer(tx, tenantId, customer);
    for (const address of customer.addresses) {
      await tx.query(
        `INSERT INTO customer_addresses (tenant_id, customer_id, street_name, building_type, building_number, floor_number,
                                         apartment_number, special_mark, description, latitude, longitude)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          tenantId,
          customerId,
          address.street_name,
          address.building_type,
          address.building_number,
          address.floor_number,
          address.apartment_number,
          address.special_mark,
          address.description,
          address.latitude,
          address.longitude,
        ],
      );
    }
    for (const vehicle of customer.vehicles) {
      await tx.query(
        `INSERT INTO customer_vehicles (tenant_id, customer_id, brand_id, brand_name, brand_logo, color_id, color_name, color_code, plate_number)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          tenantId,
          customerId,
          vehicle.brand_id,
          vehicle.brand_name,
          vehicle.brand_logo,
          vehicle.color_id,
          vehicle.color_name,
          vehicle.color_code,
          vehicle.plate_number,
        ],
      );
    }
    for (const entry of customer.wallet) {
      await tx.query(
        'INSERT INTO wallet_ledger (tenant_id, customer_id, amount, reason, reason_code, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [tenantId, customerId, entry.amount, entry.reason, entry.reason_code ?? 'other', entry.created_at],
      );
    }
    for (const entry of customer.points) {
      await tx.query(
        'INSERT INTO points_ledger (tenant_id, customer_id, amount, reason, reason_code, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [tenantId, customerId, entry.amount, entry.reason, entry.reason_code ?? 'other', entry.created_at],
      );
    }
  }
};
