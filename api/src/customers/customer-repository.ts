import type { Address, CountryCode, CustomerDetails } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';
import { listVehicles } from '../vehicles/vehicle-repository';
import { newReferralCode } from './referral-code';

interface CustomerRow {
  id: number;
  avatar: string | null;
  group_name: string | null;
  group_id: number | null;
  name: string;
  mobile: string;
  email: string | null;
  gender: CustomerDetails['gender'];
  referral_code: string | null;
  birth_date: string | null;
  country_code: CountryCode;
}

/** The customer with their addresses and vehicles, as the storefront stores them; null when not of this tenant. */
export const findCustomerDetails = async (db: Queryable, tenantId: number, customerId: number): Promise<CustomerDetails | null> => {
  const [customer] = await db.query<CustomerRow>(
    `SELECT id, avatar, group_name, group_id, name, mobile, email, gender, referral_code,
            to_char(birth_date, 'YYYY-MM-DD') AS birth_date, country_code
       FROM customers WHERE tenant_id = $1 AND id = $2`,
    [tenantId, customerId],
  );
  if (!customer) return null;
  const addresses = await db.query<Address>(
    `SELECT id, street_name, building_type, building_number, floor_number, apartment_number, special_mark, description, latitude, longitude
       FROM customer_addresses WHERE tenant_id = $1 AND customer_id = $2 ORDER BY id`,
    [tenantId, customerId],
  );
  const vehicles = await listVehicles(db, tenantId, customerId);
  return {
    id: customer.id,
    avatar: customer.avatar,
    customer_group_name: customer.group_name,
    group_id: customer.group_id,
    name: customer.name,
    mobile: customer.mobile,
    email: customer.email,
    gender: customer.gender,
    referral_code: customer.referral_code,
    birthDate: customer.birth_date,
    countryCode: customer.country_code,
    customer_addresses: addresses,
    vehicles,
  };
};

/** The tenant's customer with this mobile, created (with an empty name and a referral code) when there is none. */
export const findOrCreateCustomerByMobile = async (
  db: Queryable,
  tenantId: number,
  countryCode: CountryCode,
  mobile: string,
  now: Date,
): Promise<{ id: number; isNew: boolean }> => {
  const [created] = await db.query<{ id: number }>(
    `INSERT INTO customers (tenant_id, country_code, mobile, referral_code, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (tenant_id, country_code, mobile) DO NOTHING RETURNING id`,
    [tenantId, countryCode, mobile, newReferralCode(), now],
  );
  if (created) return { id: created.id, isNew: true };
  const [existing] = await db.query<{ id: number }>('SELECT id FROM customers WHERE tenant_id = $1 AND country_code = $2 AND mobile = $3', [
    tenantId,
    countryCode,
    mobile,
  ]);
  if (!existing) throw new Error('customer vanished while logging in');
  return { id: existing.id, isNew: false };
};

/** The number a customer is texted on, or null when the tenant has no such customer. */
export const findCustomerMobile = async (
  db: Queryable,
  tenantId: number,
  customerId: number,
): Promise<{ country_code: CountryCode; mobile: string } | null> => {
  const [customer] = await db.query<{ country_code: CountryCode; mobile: string }>(
    'SELECT country_code, mobile FROM customers WHERE tenant_id = $1 AND id = $2',
    [tenantId, customerId],
  );
  return customer ?? null;
};

/** Locks the customer's row until the transaction ends (one live hold per customer, whatever the branch). */
export const lockCustomer = async (tx: Queryable, tenantId: number, customerId: number): Promise<void> => {
  await tx.query('SELECT id FROM customers WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [tenantId, customerId]);
};
