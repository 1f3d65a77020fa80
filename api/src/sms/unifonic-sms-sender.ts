import type { SenderNames } from './sender-names';
import { SmsNotSentError } from './sms-not-sent';
import type { SmsSender } from './sms-sender';

/** Unifonic's documented base URL (https://docs.unifonic.com/reference/sms-api). */
export const UNIFONIC_DEFAULT_API_URL = 'https://el.cloud.unifonic.com';
/** How long a send waits for Unifonic's answer before it counts as failed. */
const UNIFONIC_TIMEOUT_MS = 10_000;

export interface UnifonicSettings {
  apiUrl: string;
  appSid: string;
  timeoutMs?: number;
}

/** Unifonic's answer: `success`, and on a refusal its `errorCode` (`ER-04`) and `message`. */
interface UnifonicAnswer {
  success?: unknown;
  message?: unknown;
  errorCode?: unknown;
  data?: { Status?: unknown } | null;
}

const PROVIDER = 'unifonic';

const timedOut = () => new SmsNotSentError(PROVIDER, 'timeout', 'Unifonic did not answer in time.');

const readAnswer = async (response: Response, signal: AbortSignal): Promise<UnifonicAnswer | null> => {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as UnifonicAnswer) : null;
  } catch {
    if (signal.aborted) throw timedOut();
    return null;
  }
};

/**
 * Sends through Unifonic's Messages API: POST `{apiUrl}/rest/SMS/messages`, form-encoded `AppSid`,
 * `SenderID` (the tenant's sender name; Unifonic's default sender without one), `Recipient` (the
 * number without its `+`), `Body` and `responseType=JSON` (https://docs.unifonic.com/reference/sms-api).
 * It answers `{ success, message, errorCode, data }`: `success: true` with `data.Status` `Sent` or
 * `Queued` is taken; anything else, a 5xx or no answer in time throws `SmsNotSentError`.
 */
export const unifonicSmsSender = (
  { apiUrl, appSid, timeoutMs = UNIFONIC_TIMEOUT_MS }: UnifonicSettings,
  senderNames: SenderNames,
): SmsSender => ({
  send: async ({ tenantId, to, text }) => {
    const form = new URLSearchParams({ AppSid: appSid, Recipient: to.replace(/^\+/, ''), Body: text, responseType: 'JSON' });
    const sender = await senderNames(tenantId);
    if (sender) form.set('SenderID', sender);
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetch(`${apiUrl.replace(/\/+$/, '')}/rest/SMS/messages`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal,
        redirect: 'error',
      });
    } catch {
      throw signal.aborted ? timedOut() : new SmsNotSentError(PROVIDER, 'unreachable', 'Unifonic could not be reached.');
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      throw new SmsNotSentError(PROVIDER, `http_${response.status}`, `Unifonic answered ${response.status}.`);
    }
    const answer = await readAnswer(response, signal);
    const status = answer?.data?.Status;
    if (answer?.success === true && response.ok && status !== 'Rejected' && status !== 'Failed') return;
    const code = typeof answer?.errorCode === 'string' && answer.errorCode !== '' ? answer.errorCode : `http_${response.status}`;
    const words =
      typeof answer?.message === 'string' && answer.message !== ''
        ? answer.message
        : typeof status === 'string'
          ? `Unifonic answered the message ${status}.`
          : `Unifonic refused the message (${response.status}).`;
    throw new SmsNotSentError(PROVIDER, code, words);
  },
});
