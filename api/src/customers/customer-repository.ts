import type { CountryCode, CustomerDetails, profileBodySchema, signupBodySchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import { listAddresses } from '../addresses/address-repository';
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
  const addresses = await listAddresses(db, tenantId, customerId, null, 0);
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

/** Locks the customer's row until the transaction ends: one live hold per customer, and their points and wallet spent one spend at a time. */
export const lockCustomer = async (tx: Queryable, tenantId: number, customerId: number): Promise<void> => {
  await tx.query('SELECT id FROM customers WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [tenantId, customerId]);
};

/** The customer of the tenant with this number, or null. */
export const customerIdByMobile = async (
  db: Queryable,
  tenantId: number,
  countryCode: CountryCode,
  mobile: string,
): Promise<number | null> => {
  const [row] = await db.query<{ id: number }>('SELECT id FROM customers WHERE tenant_id = $1 AND country_code = $2 AND mobile = $3', [
    tenantId,
    countryCode,
    mobile,
  ]);
  return row?.id ?? null;
};

/** Whether a customer of the tenant (other than `exceptId`) has this e-mail, in any letter case. */
export const emailHasAccount = async (db: Queryable, tenantId: number, email: string, exceptId = 0): Promise<boolean> =>
  (await db.query('SELECT 1 FROM customers WHERE tenant_id = $1 AND lower(email) = lower($2) AND id <> $3', [tenantId, email, exceptId]))
    .length > 0;

export const referralCodeExists = async (db: Queryable, tenantId: number, code: string): Promise<boolean> =>
  (await db.query('SELECT 1 FROM customers WHERE tenant_id = $1 AND referral_code = $2', [tenantId, code])).length > 0;

/** Creates a signed-up customer; null when the number was taken meanwhile. */
export const insertSignedUpCustomer = async (
  tx: Queryable,
  tenantId: number,
  body: z.output<typeof signupBodySchema>,
  { referralCode, passwordHash, now }: { referralCode: string; passwordHash: string; now: Date },
): Promise<number | null> => {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO customers (tenant_id, name, country_code, mobile, email, gender, birth_date, referral_code, password_hash, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT DO NOTHING RETURNING id`,
    [tenantId, body.name, body.country_code, body.mobile, body.email, body.gender, body.birth_date, referralCode, passwordHash, now],
  );
  return row?.id ?? null;
};

export const updateProfile = async (
  db: Queryable,
  tenantId: number,
  customerId: number,
  body: z.output<typeof profileBodySchema>,
): Promise<void> => {
  await db.query('UPDATE customers SET name = $3, email = $4, gender = $5, birth_date = $6 WHERE tenant_id = $1 AND id = $2', [
    tenantId,
    customerId,
    body.name,
    body.email,
    body.gender,
    body.birth_date,
  ]);
};

export const updateCustomerMobile = async (
  tx: Queryable,
  tenantId: number,
  customerId: number,
  countryCode: CountryCode,
  mobile: string,
): Promise<void> => {
  await tx.query('UPDATE customers SET country_code = $3, mobile = $4 WHERE tenant_id = $1 AND id = $2', [
    tenantId,
    customerId,
    countryCode,
    mobile,
  ]);
};

/** The customer an e-mail login names (the e-mail already lower case), with their password hash. */
export const findPasswordLogin = async (
  db: Queryable,
  tenantId: number,
  email: string,
): Promise<{ id: number; password_hash: string | null } | undefined> =>
  (
    await db.query<{ id: number; password_hash: string | null }>(
      'SELECT id, password_hash FROM customers WHERE tenant_id = $1 AND lower(email) = $2',
      [tenantId, email],
    )
  )[0];

/** Whether the customer already used a friend's code, and their own code, under the customer's row lock; null when not the tenant's. */
export const lockReferralState = async (
  tx: Queryable,
  tenantId: number,
  customerId: number,
): Promise<{ referred_by: number | null; referral_code: string | null } | null> => {
  const [customer] = await tx.query<{ referred_by: number | null; referral_code: string | null }>(
    'SELECT referred_by, referral_code FROM customers WHERE tenant_id = $1 AND id = $2 FOR UPDATE',
    [tenantId, customerId],
  );
  return customer ?? null;
};

/** The customer whose referral code this is, or null. */
export const customerIdByReferralCode = async (db: Queryable, tenantId: number, code: string): Promise<number | null> => {
  const [referrer] = await db.query<{ id: number }>('SELECT id FROM customers WHERE tenant_id = $1 AND referral_code = $2', [
    tenantId,
    code,
  ]);
  return referrer?.id ?? null;
};

/** The customer was referred by `referrerId` (once). */
export const setReferredBy = async (tx: Queryable, tenantId: number, customerId: number, referrerId: number, now: Date): Promise<void> => {
  await tx.query('UPDATE customers SET referred_by = $3, referred_at = $4 WHERE tenant_id = $1 AND id = $2', [
    tenantId,
    customerId,
    referrerId,
    now,
  ]);
};

/** Sets the customer's password (a scrypt hash). */
export const setPasswordHash = async (db: Queryable, tenantId: number, customerId: number, passwordHash: string): Promise<void> => {
  await db.query('UPDATE customers SET password_hash = $3 WHERE tenant_id = $1 AND id = $2', [tenantId, customerId, passwordHash]);
};
