import { randomBytes } from 'node:crypto';
import { startStandIn, type StandInAnswer, type StandInServer } from './provider-stand-in';

/**
 * Twilio's Messages resource as a local server (tests only): POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP basic auth AccountSid:AuthToken, form-encoded
 * `To` (E.164), `From` (a number or an alphanumeric sender ID), `Body`; 201 with the Message resource,
 * a refusal as `{ code, message, more_info, status }` (https://www.twilio.com/docs/messaging/api/message-resource,
 * https://www.twilio.com/docs/usage/twilios-response). `fault` gives 5xx and stalls.
 */
export const TWILIO_TEST_CREDENTIALS = { accountSid: `AC${'0123456789abcdef'.repeat(2)}`, authToken: 'twilio-standin-auth-token' };

interface TakenMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
}

export interface TwilioStandIn extends StandInServer {
  messages: TakenMessage[];
  /** The alphanumeric sender IDs the account may send from (any other `From` is refused, 21212). */
  senders: Set<string>;
}

const refusal = (status: number, code: number, message: string): StandInAnswer => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

const basicCredentials = (header: string | undefined): { user: string; password: string } | null => {
  const match = /^Basic (.+)$/.exec(header ?? '');
  if (!match?.[1]) return null;
  const [user = '', ...rest] = Buffer.from(match[1], 'base64').toString('utf8').split(':');
  return { user, password: rest.join(':') };
};

export const startTwilioStandIn = async (senders: readonly string[] = ['Sufra', 'NileKitchen', 'Storefront']): Promise<TwilioStandIn> => {
  const messages: TakenMessage[] = [];
  const allowed = new Set(senders);
  const server = await startStandIn((request) => {
    const path = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(request.path);
    if (request.method !== 'POST' || !path?.[1]) return refusal(404, 20404, 'The requested resource was not found');
    const credentials = basicCredentials(request.headers.authorization);
    if (
      credentials?.user !== TWILIO_TEST_CREDENTIALS.accountSid ||
      credentials.password !== TWILIO_TEST_CREDENTIALS.authToken ||
      path[1] !== credentials.user
    )
      return refusal(401, 20003, 'Authenticate');
    if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
      return refusal(400, 21602, 'Message body is required.');
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    const to = form.get('To') ?? '';
    const from = form.get('From') ?? '';
    const body = form.get('Body') ?? '';
    if (!/^\+[1-9]\d{7,14}$/.test(to)) return refusal(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!allowed.has(from))
      return refusal(400, 21212, `The 'From' number ${from} is not a valid phone number, shortcode, or alphanumeric sender ID.`);
    if (body === '') return refusal(400, 21602, 'Message body is required.');
    const sid = `SM${randomBytes(16).toString('hex')}`;
    messages.push({ sid, to, from, body });
    const now = new Date().toUTCString().replace('GMT', '+0000');
    return {
      status: 201,
      body: {
        sid,
        account_sid: path[1],
        api_version: '2010-04-01',
        body,
        date_created: now,
        date_updated: now,
        date_sent: null,
        direction: 'outbound-api',
        error_code: null,
        error_message: null,
        from,
        messaging_service_sid: null,
        num_media: '0',
        num_segments: '1',
        price: null,
        price_unit: 'USD',
        status: 'queued',
        subresource_uris: { media: `/2010-04-01/Accounts/${path[1]}/Messages/${sid}/Media.json` },
        to,
        uri: `/2010-04-01/Accounts/${path[1]}/Messages/${sid}.json`,
      },
    };
  });
  return Object.assign(server, { messages, senders: allowed });
};
