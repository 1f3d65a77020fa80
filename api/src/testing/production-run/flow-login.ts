import { readFile } from 'node:fs/promises';
import { AUTH_PATHS, otpVerifyResponseSchema } from '@storefront/shared/contracts';
import { SUFRA } from '../../seed/tenants/sufra';
import { parseAccessLog, upstreamOfStep } from './access-log';
import type { RunContext } from './run-context';
import { callApi, expectStatus, storefront } from './run-http';
import { newMobile, sendCodeThroughUnifonic } from './sms-code';

/**
 * A customer logs in by SMS code through nginx: the code goes out through Unifonic (read from what the
 * stand-in took), and the verify lands on the other instance than the send, which knows the code only
 * through the shared database. Answers the customer's token and the two instances.
 */
export const loginBySmsAcrossInstances = async (context: RunContext): Promise<{ token: string; sender: string; verifier: string }> => {
  const mobile = newMobile();
  const code = await sendCodeThroughUnifonic(context, mobile, 'otp-send');
  const verified = await callApi(context.proxyUrl, AUTH_PATHS.otpVerify, {
    headers: storefront(SUFRA),
    body: { country_code: 'SA', mobile, code },
    step: 'otp-verify',
  });
  expectStatus('verifying the code from the SMS', verified, 200);
  const sender = await upstreamOfStep(context.accessLog, 'otp-send');
  const verifier = await upstreamOfStep(context.accessLog, 'otp-verify');
  if (sender === verifier) {
    const logged = parseAccessLog(await readFile(context.accessLog, 'utf8'));
    const between = logged.slice(
      logged.findIndex((request) => request.step === 'otp-send') + 1,
      logged.findIndex((request) => request.step === 'otp-verify'),
    );
    throw new Error(
      `nginx sent the code's send and its verify to the same instance (${sender}), where round robin alternates them; between them it logged: ${JSON.stringify(between)}`,
    );
  }
  return { token: otpVerifyResponseSchema.parse(verified.body).data.token, sender, verifier };
};
