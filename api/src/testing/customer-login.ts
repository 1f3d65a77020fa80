import {
  AUTH_PATHS,
  HUMAN_CHECK_REQUIRED,
  DEV_OUTBOX_PATH,
  HEADERS,
  devOutboxResponseSchema,
  otpVerifyResponseSchema,
  type CountryCode,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { DemoTenant } from '../seed/demo-tenant';
import { solvedHumanCheck } from './human-check-answer';
import { call, storefrontHeaders, type ApiAddress, type TestResponse } from './test-app';

export interface TestMobile {
  country_code: CountryCode;
  mobile: string;
}

/** The storefront headers with a JSON body. */
const jsonHeaders = (tenant: DemoTenant): Record<string, string> => ({
  ...storefrontHeaders(tenant),
  'content-type': 'application/json',
});

/** The storefront headers of a logged-in customer. */
export const customerHeaders = (tenant: DemoTenant, token: string): Record<string, string> => ({
  ...storefrontHeaders(tenant),
  [HEADERS.authorization]: `Bearer ${token}`,
});

export const postJson = (api: ApiAddress, tenant: DemoTenant, path: string, body: unknown): Promise<TestResponse> =>
  call(api, path, { method: 'POST', headers: jsonHeaders(tenant), body: JSON.stringify(body) });

/** The code of the newest message the development outbox kept for the tenant (the api needs `devOutbox`). */
export const latestOutboxCode = async (api: ApiAddress, tenant: DemoTenant): Promise<string> => {
  const outbox = devOutboxResponseSchema.parse((await call(api, DEV_OUTBOX_PATH, { headers: storefrontHeaders(tenant) })).body);
  const code = outbox.data[0]?.code;
  if (!code) throw new Error(`no code in the outbox of ${tenant.name}`);
  return code;
};

/** A code surely different from `code`: every digit moved by one. */
export const wrongCodeFor = (code: string): string => code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));

/** Asks for a code as a storefront does: with the human check answered when the api asks for it (a second code within the hour). */
export const sendLoginCode = async (api: ApiAddress, tenant: DemoTenant, mobile: TestMobile): Promise<TestResponse> => {
  const sent = await postJson(api, tenant, AUTH_PATHS.otpSend, mobile);
  if (sent.status !== HUMAN_CHECK_REQUIRED.status) return sent;
  return postJson(api, tenant, AUTH_PATHS.otpSend, { ...mobile, human_check: await solvedHumanCheck(api, tenant) });
};

/**
 * Logs in as a storefront does: asks for a code (answering the human check when asked), reads it from
 * the development outbox, verifies it. Sends to one mobile are a minute apart at least: move the test clock between two logins of it.
 */
export const loginWithCode = async (
  api: ApiAddress,
  tenant: DemoTenant,
  mobile: TestMobile,
): Promise<z.infer<typeof otpVerifyResponseSchema>['data']> => {
  const sent = await sendLoginCode(api, tenant, mobile);
  if (sent.status !== 200) throw new Error(`sending a code answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  const verified = await postJson(api, tenant, AUTH_PATHS.otpVerify, { ...mobile, code: await latestOutboxCode(api, tenant) });
  if (verified.status !== 200) throw new Error(`verifying the code answered ${verified.status}: ${JSON.stringify(verified.body)}`);
  return otpVerifyResponseSchema.parse(verified.body).data;
};
