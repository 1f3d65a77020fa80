import { AUTH_PATHS } from '@storefront/shared/contracts';
import { SUFRA } from '../../seed/tenants/sufra';
import type { RunContext } from './run-context';
import { callApi, expectStatus, storefront } from './run-http';

/** A Saudi mobile of nobody yet (9 digits from 5), new every run. */
export const newMobile = (): string => `5${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Asks Sufra for a login code to the mobile through nginx and reads it from the SMS the Unifonic stand-in took. */
export const sendCodeThroughUnifonic = async (context: RunContext, mobile: string, step: string): Promise<string> => {
  const sent = await callApi(context.proxyUrl, AUTH_PATHS.otpSend, {
    headers: storefront(SUFRA),
    body: { country_code: 'SA', mobile },
    step,
  });
  expectStatus('sending the login code', sent, 200);
  const { messages } = context.standIns.unifonic;
  const message = messages.find((taken) => taken.recipient === `966${mobile}`);
  if (!message) throw new Error(`Unifonic received no SMS for 966${mobile} (it took ${messages.length} messages)`);
  const code = /\b(\d{4})\b/.exec(message.body)?.[1];
  if (!code) throw new Error(`the SMS holds no 4-digit code: ${message.body}`);
  return code;
};
