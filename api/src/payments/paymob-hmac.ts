import { createHmac } from 'node:crypto';
import { safeEqual } from '../security/secrets';

/**
 * Paymob's transaction callback HMAC: HMAC-SHA512 (hex) with the HMAC secret over the values of these
 * fields, concatenated in this order with no separator. The processed callback (POST, JSON `obj`)
 * names the transaction `id` and `order.id`; the response callback (GET, query) `id` and `order_id`.
 * https://developers.paymob.com/paymob-docs/developers/webhook-callbacks-and-hmac/hmac/hmac-transaction-callback
 */
const HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

const valueAt = (obj: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), obj);

/** The concatenated string of a processed callback's `obj`. */
export const processedHmacString = (obj: Record<string, unknown>): string => HMAC_FIELDS.map((field) => text(valueAt(obj, field))).join('');

/** The concatenated string of a response callback's query (`order_id` for `order.id`, the dotted keys as sent). */
export const responseHmacString = (query: Record<string, string | undefined>): string =>
  HMAC_FIELDS.map((field) => text(query[field === 'order.id' ? 'order_id' : field])).join('');

export const paymobHmac = (secret: string, concatenated: string): string => createHmac('sha512', secret).update(concatenated).digest('hex');

/** Whether `hmac` (the callback's `?hmac=`) is the secret's over the concatenated fields, compared in constant time. */
export const paymobHmacIsGenuine = (secret: string, concatenated: string, hmac: string | undefined): boolean =>
  typeof hmac === 'string' && /^[0-9a-f]{128}$/i.test(hmac) && safeEqual(hmac.toLowerCase(), paymobHmac(secret, concatenated));
