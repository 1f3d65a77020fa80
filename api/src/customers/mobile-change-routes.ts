import {
  MOBILE_CHANGE_PATHS,
  mobileChangeSendBodySchema,
  mobileChangeVerifyBodySchema,
  mobileChangeResponseSchema,
  mobileChangeSendResponseSchema,
  otpTooManyRequestsSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import { sendOtpCode, type OtpSendServices } from '../auth/otp-send';
import { mobileChangeSmsText } from '../auth/otp-sms-text';
import { changeMobile, refuseMobileChange } from './mobile-change-service';
import type { CustomerScope } from '../tenancy/scopes';
import { requestLocale } from '../http/request-locale';

/**
 * The logged-in customer's new mobile number: `send-code` sends a code to it (the login codes' table,
 * limits and expiry), `verify` checks that code and moves the customer to the number. The customer
 * keeps their id, tokens and everything else; the old number no longer logs into this account.
 */
export const mobileChangeRoutes = async (scope: CustomerScope, services: OtpSendServices): Promise<void> => {
  const { db, clock } = services;

  const sent = { body: mobileChangeSendBodySchema, response: { 200: mobileChangeSendResponseSchema, 429: otpTooManyRequestsSchema } };
  scope.post(MOBILE_CHANGE_PATHS.sendCode, { schema: sent }, async (request) => {
    const mobile = request.body;
    await refuseMobileChange(db, request.tenant.id, request.customer.id, mobile);
    return sendOtpCode(services, request, {
      mobile,
      smsText: (code) => mobileChangeSmsText(request.tenant, requestLocale(request), code),
      // A logged-in customer, and only to a number no other account has: nothing to lock out.
      humanCheckAfterFirstCode: false,
    });
  });

  const verified = { body: mobileChangeVerifyBodySchema, response: { 200: mobileChangeResponseSchema } };
  scope.post(MOBILE_CHANGE_PATHS.verify, { schema: verified }, async (request): Promise<z.infer<typeof mobileChangeResponseSchema>> => {
    const body = request.body;
    const details = await changeMobile(db, request.tenant.id, request.customer.id, body, clock());
    return { data: details };
  });
};
