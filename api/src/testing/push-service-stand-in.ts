import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pushMessageSchema, type BrowserPushSubscription, type PushMessage } from '@storefront/shared/contracts';

/**
 * A push service on the loopback interface, standing in for FCM/Mozilla's in the api tests: it takes the
 * request `web-push` sends, checks its VAPID JWT (RFC 8292: ES256 signature by the `k` key, audience,
 * expiry, subject) and decrypts the aes128gcm payload (RFC 8291) with the private key of the browser
 * subscription the test made, as the browser would. Each endpoint answers 201, or the status a test sets.
 */

/** A browser's push subscription made in the test: what it sends to the api, and the keys to read its pushes. */
export interface TestBrowser {
  name: string;
  subscription: BrowserPushSubscription;
  ecdh: ECDH;
  authSecret: Buffer;
}

export interface ReceivedPush {
  browser: string;
  headers: IncomingHttpHeaders;
  message: PushMessage;
  /** The JWT's claims, checked. */
  claims: { aud: string; exp: number; sub: string };
  /** The `k` of the Authorization header: the api's VAPID public key. */
  vapidKey: string;
}

const hmac = (key: Buffer, data: Buffer): Buffer => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 + RFC 8188: the plaintext of one aes128gcm record sent to `browser`. */
const decryptPush = (browser: Pick<TestBrowser, 'ecdh' | 'authSecret'>, body: Buffer): Buffer => {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`the keyid is the sender's 65-byte key, not ${idLength} bytes`);
  if (record.length > recordSize) throw new Error('more than one record');
  const receiverPublic = browser.ecdh.getPublicKey();
  const ecdhSecret = browser.ecdh.computeSecret(senderPublic);
  // IKM = HKDF(auth_secret, ecdh_secret, "WebPush: info" || 0x00 || ua_public || as_public, 32)
  const prkKey = hmac(browser.authSecret, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = hmac(prkKey, Buffer.concat([keyInfo, Buffer.from([1])]));
  // CEK and NONCE from HKDF(salt, IKM).
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record's padding: 0x02, then zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record does not end with the 0x02 delimiter');
  return padded.subarray(0, end);
};

/** RFC 8292: `vapid t=<JWT>, k=<key>`, the JWT signed (ES256) by the key; answers its claims. */
const checkVapid = (authorization: string | undefined, origin: string): { claims: ReceivedPush['claims']; key: string } => {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`no VAPID Authorization header: ${authorization}`);
  const [, jwt = '', key = ''] = match;
  const [header = '', payload = '', signature = ''] = jwt.split('.');
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID JWT is not signed by its k');
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('the VAPID JWT is not ES256');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as ReceivedPush['claims'];
  if (claims.aud !== origin) throw new Error(`the JWT's audience ${claims.aud} is not ${origin}`);
  if (!(claims.exp * 1000 > Date.now() && claims.exp * 1000 <= Date.now() + 24 * 3600_000))
    throw new Error('the JWT expiry is not within 24 h');
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error('the JWT has no contact subject');
  return { claims, key };
};

export interface PushServiceStandIn {
  url: string;
  /** A new browser subscription on this service (a P-256 key pair and a 16-byte auth secret made now). */
  browser(name: string): TestBrowser;
  /** What the endpoint answers from now on (201 by default; 410/404: gone; 500: failed). */
  answer(browser: TestBrowser, status: number): void;
  /** Every push received, in order. */
  readonly received: ReceivedPush[];
  /** Requests that failed a check (a bad JWT, a payload that does not decrypt): every test expects none. */
  readonly refused: string[];
  /** Resolves with the `count`-th push to `browser` once it arrived. */
  nth(browser: TestBrowser, count: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

export const startPushServiceStandIn = async (): Promise<PushServiceStandIn> => {
  const browsers = new Map<string, TestBrowser>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const waiters: Array<() => void> = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const name = decodeURIComponent((request.url ?? '').replace(/^\/push\//, ''));
      const browser = browsers.get(name);
      try {
        if (!browser || request.method !== 'POST') throw new Error(`${request.method} ${request.url}: no such subscription`);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('the payload is not aes128gcm');
        if (!request.headers.ttl) throw new Error('no TTL header');
        const { claims, key } = checkVapid(request.headers.authorization, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
        const message = pushMessageSchema.parse(JSON.parse(decryptPush(browser, Buffer.concat(chunks)).toString('utf8')));
        received.push({ browser: name, headers: request.headers, message, claims, vapidKey: key });
        response.writeHead(answers.get(name) ?? 201).end();
      } catch (error) {
        refused.push(String(error));
        response.writeHead(400).end();
      }
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    refused,
    browser: (name) => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const browser: TestBrowser = {
        name,
        ecdh,
        authSecret,
        subscription: {
          endpoint: `${url}/push/${encodeURIComponent(name)}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        },
      };
      browsers.set(name, browser);
      return browser;
    },
    answer: (browser, status) => {
      answers.set(browser.name, status);
    },
    nth: (browser, count) =>
      new Promise((resolve) => {
        const check = (): void => {
          const pushes = received.filter((push) => push.browser === browser.name);
          if (pushes.length >= count) resolve(pushes[count - 1]!);
          else waiters.push(check);
        };
        check();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
