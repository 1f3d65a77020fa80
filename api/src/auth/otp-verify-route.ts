import { AUTH_PATHS, otpVerifyBodySchema, type otpVerifyResponseSchema } from '@storefront/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../clock';
import { findCustomerDetails, findOrCreateCustomerByMobile } from '../customers/customer-repository';
import { customerTokenHash, newCustomerToken } from '../customers/customer-token';
import { insertCustomerToken } from '../customers/customer-token-repository';
import type { Db } from '../db/db';
import { HttpError } from '../http/http-error';
import { parseRequest } from '../http/parse-request';
import { oneTimeHash } from '../security/one-time-hash';
import { safeEqual } from '../security/secrets';
import { countWrongAttempt, latestOtpCode, useOtpCode } from './otp-repository';
import { OTP_MAX_ATTEMPTS, OTP_MESSAGES } from './otp-rules';

const refuse = (message: string): HttpError => new HttpError(422, message);

/**
 * POST the mobile and the code it received: the last code sent to that mobile logs the customer in
 * (created on first login) and answers a new token. Wrong codes are counted; the fifth burns the code.
 */
export const registerOtpVerifyRoute = (app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }): void => {
  app.post(AUTH_PATHS.otpVerify, async (request): Promise<z.infer<typeof otpVerifyResponseSchema>> => {
    const body = parseRequest(otpVerifyBodySchema, request.body, 'body');
    const tenantId = request.tenant.id;
    const now = clock();
    const sent = await latestOtpCode(db, tenantId, body);
    if (!sent) throw refuse(OTP_MESSAGES.incorrect);
    if (sent.attempts >= OTP_MAX_ATTEMPTS) throw refuse(OTP_MESSAGES.burned);
    if (sent.used_at || sent.expires_at <= now) throw refuse(OTP_MESSAGES.expired);
    if (!safeEqual(oneTimeHash(sent.code_salt, body.code), sent.code_hash)) {
      const attempts = await countWrongAttempt(db, tenantId, sent.id);
      throw refuse(attempts >= OTP_MAX_ATTEMPTS ? OTP_MESSAGES.burned : OTP_MESSAGES.incorrect);
    }
    const token = newCustomerToken();
    const login = await db.transaction(async (tx) => {
      if (!(await useOtpCode(tx, tenantId, sent.id, OTP_MAX_ATTEMPTS, now))) return null;
      const customer = await findOrCreateCustomerByMobile(tx, tenantId, body.country_code, body.mobile, now);
      await insertCustomerToken(tx, tenantId, customer.id, customerTokenHash(token), now);
      return customer;
    });
    if (!login) throw refuse(OTP_MESSAGES.expired);
    const customer = await findCustomerDetails(db, tenantId, login.id);
    if (!customer) throw new Error('logged-in customer not found');
    return { data: { token, customer, is_new: login.isNew } };
  });
};
