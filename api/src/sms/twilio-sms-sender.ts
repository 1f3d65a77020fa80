import twilio from 'twilio';
import type { SenderNames } from './sender-names';
import { SmsNotSentError } from './sms-not-sent';
import type { SmsSender } from './sms-sender';

/** How long a send waits for Twilio's answer before it counts as failed. */
const TWILIO_TIMEOUT_MS = 10_000;

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** Another base URL than https://api.twilio.com (TWILIO_API_URL; tests point it at a stand-in). */
  apiUrl: string | null;
  timeoutMs?: number;
}

const PROVIDER = 'twilio';

/** What the `twilio` package throws: a RestException (`status`, Twilio's `code` and `message`) or the HTTP client's error. */
const notSent = (error: unknown): SmsNotSentError => {
  const failure = error as { status?: unknown; code?: unknown; message?: unknown };
  if (typeof failure.status === 'number') {
    if (failure.status >= 500) return new SmsNotSentError(PROVIDER, `http_${failure.status}`, `Twilio answered ${failure.status}.`);
    const code = typeof failure.code === 'number' || typeof failure.code === 'string' ? String(failure.code) : `http_${failure.status}`;
    const words =
      typeof failure.message === 'string' && failure.message !== '' ? failure.message : `Twilio refused the message (${failure.status}).`;
    return new SmsNotSentError(PROVIDER, code, words);
  }
  if (failure.code === 'ECONNABORTED' || failure.code === 'ETIMEDOUT')
    return new SmsNotSentError(PROVIDER, 'timeout', 'Twilio did not answer in time.');
  return new SmsNotSentError(PROVIDER, 'unreachable', 'Twilio could not be reached.');
};

/**
 * Sends through the official `twilio` package: `messages.create({ to, from, body })`, which POSTs the
 * Messages resource `/2010-04-01/Accounts/{AccountSid}/Messages.json` form-encoded with HTTP basic auth
 * (https://www.twilio.com/docs/messaging/api/message-resource). `from` is the tenant's alphanumeric
 * sender name. A refusal (4xx with `code`, `message`), a 5xx or no answer in time throws `SmsNotSentError`.
 */
export const twilioSmsSender = (
  { accountSid, authToken, apiUrl, timeoutMs = TWILIO_TIMEOUT_MS }: TwilioSettings,
  senderNames: SenderNames,
): SmsSender => {
  // No retries: a login code that did not go now is answered 502 at once, and the customer asks again.
  const client = twilio(accountSid, authToken, { timeout: timeoutMs, autoRetry: false });
  // The Api domain's base URL is where every request of `client.api` (and `client.messages`) goes.
  if (apiUrl) client.api.baseUrl = apiUrl.replace(/\/+$/, '');
  return {
    send: async ({ tenantId, to, text }) => {
      const from = await senderNames(tenantId);
      if (!from)
        throw new SmsNotSentError(PROVIDER, 'no_sender_name', 'No sender name: set SMS_SENDER_NAME or the sms.sender_name setting.');
      try {
        await client.messages.create({ to, from, body: text });
      } catch (error) {
        throw notSent(error);
      }
    },
  };
};
