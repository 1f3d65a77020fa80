import { startStandIn, type StandInAnswer, type StandInServer } from './provider-stand-in';

/**
 * Unifonic's documented Messages API as a local server (tests only): POST /rest/SMS/messages,
 * form-encoded `AppSid`, `SenderID`, `Recipient` (international, without `+` or 00), `Body`,
 * `responseType=JSON`; it answers `{ success, message, errorCode, data }`
 * (https://docs.unifonic.com/reference/sms-api) with the error codes of
 * https://docs.unifonic.com/docs/understanding-reasons-of-sms-non-delivery. `fault` gives 5xx and stalls.
 */
export const UNIFONIC_TEST_APP_SID = 'unifonic-standin-app-sid';

/** A message Unifonic took. */
interface TakenMessage {
  senderId: string | null;
  recipient: string;
  body: string;
}

export interface UnifonicStandIn extends StandInServer {
  /** The messages taken, in order. */
  messages: TakenMessage[];
  /** The sender IDs registered on the account (any other is refused with ER-08). */
  senderIds: Set<string>;
}

const refused = (errorCode: string, message: string, status = 200): StandInAnswer => ({
  status,
  body: { success: false, message, errorCode, data: {} },
});

export const startUnifonicStandIn = async (
  senderIds: readonly string[] = ['Sufra', 'NileKitchen', 'Storefront'],
  port = 0,
): Promise<UnifonicStandIn> => {
  const messages: TakenMessage[] = [];
  const registered = new Set(senderIds);
  let nextId = 42000348806924;
  const server = await startStandIn((request) => {
    if (request.method !== 'POST' || request.path !== '/rest/SMS/messages') return { status: 404, body: { message: 'Not found' } };
    if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
      return refused('ER-06', 'Invalid or empty message body', 400);
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    // How Unifonic words an unknown application is not documented: a refusal of the same shape.
    if (form.get('AppSid') !== UNIFONIC_TEST_APP_SID) return refused('Unauthorized', 'Invalid AppSid', 401);
    const recipient = form.get('Recipient') ?? '';
    const body = form.get('Body') ?? '';
    const senderId = form.get('SenderID');
    if (!/^\d+$/.test(recipient)) return refused('ER-02', 'Invalid destination number');
    if (recipient.length < 11) return refused('ER-04', 'Invalid destination number (too short)');
    if (recipient.length > 15) return refused('ER-03', 'Invalid destination number (too long)');
    if (body.trim() === '') return refused('ER-06', 'Invalid or empty message body');
    if (senderId !== null && !registered.has(senderId)) return refused('ER-08', 'Invalid SenderID');
    messages.push({ senderId, recipient, body });
    nextId += 1;
    return {
      status: 200,
      body: {
        success: true,
        message: '',
        errorCode: 'ER-00',
        data: {
          MessageID: nextId,
          CorrelationID: form.get('CorrelationID') ?? '',
          Status: 'Sent',
          NumberOfUnits: 1,
          Cost: 0,
          Balance: 0,
          Recipient: recipient,
          TimeCreated: new Date().toISOString().replace('T', ' ').replace('Z', ''),
          CurrencyCode: '',
        },
      },
    };
  }, port);
  return Object.assign(server, { messages, senderIds: registered });
};

/** The api options that send every SMS through `stand`, from the platform's sender name `Storefront`. */
export const smsThroughUnifonic = (stand: UnifonicStandIn) => ({
  smsProvider: 'unifonic' as const,
  smsSettings: {
    senderName: 'Storefront',
    unifonic: { apiUrl: stand.url, appSid: UNIFONIC_TEST_APP_SID, timeoutMs: 2000 },
    twilio: null,
  },
});
