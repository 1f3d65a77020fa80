import {
  MOBILE_CHANGE_PATHS,
  mobileChangeSendBodySchema,
  mobileChangeVerifyBodySchema,
  type mobileChangeResponseSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import { sendOtpCode, type OtpSendServices } from '../auth/otp-send';
import { mobileChangeSmsText } from '../auth/otp-sms-text';
import { parseRequest } from '../http/parse-request';
import { changeMobile, refuseMobileChange } from './mobile-change-service';
import type { CustomerScope } from '../tenancy/scopes';

/**
 * The logged-in customer's new mobile number: `send-code` sends a code to it (the login codes' table,
 * limits and expiry), `verify` checks that code and moves the customer to the number. The customer
 * keeps their id, tokens and everything else; the old number no longer logs into this account.
 */
export const registerMobileChangeRoutes = (app: CustomerScope, services: OtpSendServices): void => {
  const { db, clock } = services;

  app.post(MOBILE_CHANGE_PATHS.sendCode, async (request, reply) => {
    const mobile = parseRequest(mobileChangeSendBodySchema, request.body, 'body');
    await refuseMobileChange(db, request.tenant.id, request.customer.id, mobile);
    return sendOtpCode(services, request, reply, {
      mobile,
      smsText: (code) => mobileChangeSmsText(request.tenant, code),
      // A logged-in customer, and only to a number no other account has: nothing to lock out.
      humanCheckAfterFirstCode: false,
    });
  });

  app.post(MOBILE_CHANGE_PATHS.verify, async (request): Promise<z.infer<typeof mobileChangeResponseSchema>> => {
    const body = parseRequest(mobileChangeVerifyBodySchema, request.body, 'body');
    const details = await changeMobile(db, request.tenant.id, request.customer.id, body, clock());
    return { data: details };
  });
};
