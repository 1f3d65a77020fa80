import type { CustomerDetails, emailLoginBodySchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import { findCustomerDetails, findPasswordLogin } from '../customers/customer-repository';
import { customerTokenHash, newCustomerToken } from '../customers/customer-token';
import { insertCustomerToken } from '../customers/customer-token-repository';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import type { HumanCheckFactory } from '../human-check/human-check';
import { admitChecked } from '../human-check/human-check-gate';
import type { Limiter } from '../limits/limiter';
import { giveBackAll } from '../limits/take-limits';
import { verifySecret } from '../security/secrets';
import { passwordLoginLimits } from './password-login-limits';

// Compared against when the e-mail is unknown, so both cases take one scrypt.
const NO_ACCOUNT_HASH = 'scrypt$16384$8$1$bm8tYWNjb3VudC1zYWx0$bm8tYWNjb3VudC1oYXNoLW5vLWFjY291bnQtaGFzaA==';

/**
 * A new token for the tenant's customer with that e-mail (lower case) and password, with their
 * details; any other pair is `wrong_password` (an unknown e-mail costs the same scrypt).
 */
const passwordLogin = async (
  db: Db,
  { tenantId, email, password, now }: { tenantId: number; email: string; password: string; now: Date },
): Promise<{ token: string; customer: CustomerDetails }> => {
  const customer = await findPasswordLogin(db, tenantId, email);
  const matches = await verifySecret(password, customer?.password_hash ?? NO_ACCOUNT_HASH);
  const succeeded = matches && customer !== undefined && customer.password_hash !== null;
  if (!succeeded || !customer) throw new DomainError('wrong_password');
  const token = newCustomerToken();
  await insertCustomerToken(db, tenantId, customer.id, customerTokenHash(token), now);
  const details = await findCustomerDetails(db, tenantId, customer.id);
  if (!details) throw new Error('logged-in customer not found');
  return { token, customer: details };
};

/**
 * E-mail and password login: the attempt first takes a slot of the per-address and per-e-mail failure
 * limits (given back when the password is right) and, past the e-mail's first failures, needs the human
 * check (`admitChecked`).
 */
export const emailLogin = async (
  { db, limiter, humanCheck }: { db: Db; limiter: Limiter; humanCheck: HumanCheckFactory },
  { tenantId, ip, body, now }: { tenantId: number; ip: string; body: z.output<typeof emailLoginBodySchema>; now: Date },
): Promise<{ token: string; customer: CustomerDetails }> => {
  const email = body.email.toLowerCase();
  // Without the human check, only while the e-mail has had fewer than 2 failures (a slot of its own, taken first).
  const checks = passwordLoginLimits(tenantId, { email, ip, humanCheckSent: Boolean(body.human_check) });
  const slots = await admitChecked({ limiter, humanCheck: humanCheck(tenantId) }, { checks, now, sent: body.human_check });
  const login = await passwordLogin(db, { tenantId, email, password: body.password, now });
  await giveBackAll(limiter, slots);
  return login;
};
