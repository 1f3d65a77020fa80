import {
  MOBILE_CHANGE_MESSAGES,
  MOBILE_CHANGE_PATHS,
  mobileChangeSendBodySchema,
  mobileChangeVerifyBodySchema,
  mobileChangeResponseSchema,
  mobileChangeSendResponseSchema,
  otpTooManyRequestsSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import { checkOtpCode, spendOtpCode } from '../auth/otp-check';
import type { MobileOf } from '../auth/otp-repository';
import { sendOtpCode, type OtpSendServices } from '../auth/otp-send';
import { mobileChangeSmsText } from '../auth/otp-sms-text';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/http-error';
import { parseRequest } from '../http/parse-request';
import { customerIdByMobile, updateCustomerMobile } from './customer-account-repository';
import { findCustomerDetails } from './customer-repository';
import type { CustomerScope } from '../tenancy/scopes';

const UNIQUE_VIOLATION = '23505';

const taken = (): HttpError => new HttpError(409, 'mobile_taken', { errors: { mobile: [MOBILE_CHANGE_MESSAGES.taken] } });

/** Why the customer cannot move to this number: another customer of the tenant has it (409), or it is theirs already (422). */
const mobileChangeRefusal = async (db: Queryable, tenantId: number, customerId: number, { country_code, mobile }: MobileOf) => {
  const owner = await customerIdByMobile(db, tenantId, country_code, mobile);
  if (owner === null) return null;
  if (owner === customerId) return new HttpError(422, 'mobile_unchanged', { errors: { mobile: [MOBILE_CHANGE_MESSAGES.same] } });
  return taken();
};

/**
 * The logged-in customer's new mobile number: `send-code` sends a code to it (the login codes' table,
 * limits and expiry), `verify` checks that code and moves the customer to the number. The customer
 * keeps their id, tokens and everything else; the old number no longer logs into this account.
 */
export const mobileChangeRoutes = async (app: CustomerScope, services: OtpSendServices): Promise<void> => {
  const { db, clock } = services;

  const sent = { body: mobileChangeSendBodySchema, response: { 200: mobileChangeSendResponseSchema, 429: otpTooManyRequestsSchema } };
  app.post(MOBILE_CHANGE_PATHS.sendCode, { schema: sent }, async (request, reply) => {
    const mobile = parseRequest(mobileChangeSendBodySchema, request.body, 'body');
    const refusal = await mobileChangeRefusal(db, request.tenant.id, request.customer.id, mobile);
    if (refusal) throw refusal;
    return sendOtpCode(services, request, reply, {
      mobile,
      smsText: (code) => mobileChangeSmsText(request.tenant, code),
      // A logged-in customer, and only to a number no other account has: nothing to lock out.
      humanCheckAfterFirstCode: false,
    });
  });

  const verified = { body: mobileChangeVerifyBodySchema, response: { 200: mobileChangeResponseSchema } };
  app.post(MOBILE_CHANGE_PATHS.verify, { schema: verified }, async (request): Promise<z.infer<typeof mobileChangeResponseSchema>> => {
    const body = parseRequest(mobileChangeVerifyBodySchema, request.body, 'body');
    const tenantId = request.tenant.id;
    const customerId = request.customer.id;
    const now = clock();
    const refusal = await mobileChangeRefusal(db, tenantId, customerId, body);
    if (refusal) throw refusal;
    const codeId = await checkOtpCode(db, tenantId, body, body.code, now);
    await db
      .transaction(async (tx) => {
        await spendOtpCode(tx, tenantId, codeId, now);
        await updateCustomerMobile(tx, tenantId, customerId, body.country_code, body.mobile);
      })
      .catch((error: unknown) => {
        // Another customer took the number between the check and the update: nothing changed, the code is not spent.
        if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) throw taken();
        throw error;
      });
    const details = await findCustomerDetails(db, tenantId, customerId);
    if (!details) throw new HttpError(401, 'customer_token_invalid');
    return { data: details };
  });
};
