import type { CustomerDetails } from '@storefront/shared/contracts';
import { findCustomerDetails, findPasswordLogin } from '../customers/customer-repository';
import { customerTokenHash, newCustomerToken } from '../customers/customer-token';
import { insertCustomerToken } from '../customers/customer-token-repository';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { verifySecret } from '../security/secrets';

// Compared against when the e-mail is unknown, so both cases take one scrypt.
const NO_ACCOUNT_HASH = 'scrypt$16384$8$1$bm8tYWNjb3VudC1zYWx0$bm8tYWNjb3VudC1oYXNoLW5vLWFjY291bnQtaGFzaA==';

/**
 * A new token for the tenant's customer with that e-mail (lower case) and password, with their
 * details; any other pair is `wrong_password` (an unknown e-mail costs the same scrypt).
 */
export const passwordLogin = async (
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
