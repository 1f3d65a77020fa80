import type { CountryCode, profileBodySchema, signupBodySchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Queryable } from '../db/db';

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
