import { createHmac } from 'node:crypto';
import { safeEqual } from '../security/secrets';

/** A webhook older or newer than this (against the api's clock) is refused: a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * A tenant's webhook secret: HMAC-SHA256 of its name with the adapter's master secret
 * (`PAYMENT_SANDBOX_SECRET`), so one tenant's secret neither reveals the master nor another tenant's.
 */
export const tenantWebhookSecret = (masterSecret: string, tenantName: string): string =>
  createHmac('sha256', masterSecret).update(`webhook:${tenantName}`).digest('hex');

/** The signature header's value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const signWebhook = (secret: string, timestamp: number, rawBody: string): string =>
  `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;

/** The header's timestamp and signature, or null when it is malformed. */
export const readSignatureHeader = (header: unknown): { timestamp: number; signature: string } | null => {
  if (typeof header !== 'string') return null;
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header.trim());
  return match ? { timestamp: Number(match[1]), signature: match[2] ?? '' } : null;
};

/** Whether the signature is the secret's over timestamp and body, and the timestamp within the tolerance of `now`. */
export const webhookIsGenuine = (secret: string, header: { timestamp: number; signature: string }, rawBody: string, now: Date): boolean => {
  if (Math.abs(now.getTime() / 1000 - header.timestamp) > WEBHOOK_TOLERANCE_SECONDS) return false;
  return safeEqual(`t=${header.timestamp},v1=${header.signature}`, signWebhook(secret, header.timestamp, rawBody));
};
