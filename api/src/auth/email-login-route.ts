import {
  ACCOUNT_AUTH_MESSAGES,
  ACCOUNT_AUTH_PATHS,
  emailLoginBodySchema,
  type accountLoginResponseSchema,
} from '@storefront/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../clock';
import { findCustomerDetails } from '../customers/customer-repository';
import { customerTokenHash, newCustomerToken } from '../customers/customer-token';
import { insertCustomerToken } from '../customers/customer-token-repository';
import type { Db } from '../db/db';
import { HttpError } from '../http/http-error';
import { parseRequest } from '../http/parse-request';
import { sendTooManyRequests } from '../http/too-many-requests';
import { verifySecret } from '../security/secrets';
import { passwordLoginWait, recordPasswordLogin } from './password-login-limits';

// Compared against when the e-mail is unknown, so both cases take one scrypt.
const NO_ACCOUNT_HASH = 'scrypt$16384$8$1$bm8tYWNjb3VudC1zYWx0$bm8tYWNjb3VudC1oYXNoLW5vLWFjY291bnQtaGFzaA==';

/** POST e-mail and password: a new token for the tenant's customer with that e-mail and password. */
export const registerEmailLoginRoute = (app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }): void => {
  app.post(ACCOUNT_AUTH_PATHS.emailLogin, async (request, reply) => {
    const body = parseRequest(emailLoginBodySchema, request.body, 'body');
    const tenantId = request.tenant.id;
    const email = body.email.toLowerCase();
    const now = clock();
    const wait = await passwordLoginWait(db, tenantId, email, request.ip, now);
    if (wait > 0) return sendTooManyRequests(reply, ACCOUNT_AUTH_MESSAGES.tooManyLogins, wait);
    const [customer] = await db.query<{ id: number; password_hash: string | null }>(
      'SELECT id, password_hash FROM customers WHERE tenant_id = $1 AND lower(email) = $2',
      [tenantId, email],
    );
    const matches = await verifySecret(body.password, customer?.password_hash ?? NO_ACCOUNT_HASH);
    const succeeded = matches && customer !== undefined && customer.password_hash !== null;
    await recordPasswordLogin(db, tenantId, { email, ip: request.ip, succeeded, now });
    if (!succeeded || !customer) throw new HttpError(422, ACCOUNT_AUTH_MESSAGES.wrongPassword);
    const token = newCustomerToken();
    await insertCustomerToken(db, tenantId, customer.id, customerTokenHash(token), now);
    const details = await findCustomerDetails(db, tenantId, customer.id);
    if (!details) throw new Error('logged-in customer not found');
    const answer: z.infer<typeof accountLoginResponseSchema> = { data: { token, customer: details, is_new: false } };
    return answer;
  });
};
