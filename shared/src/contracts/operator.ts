import { z } from 'zod/mini';
import { itemOf } from './common';

/** POST: the restaurant side pushes a socket event to one of the tenant's rooms. */
export const OPERATOR_EVENTS_PATH = '/api/v1/operator/events';
/** Header carrying the operator key; sent with x-tenant. */
export const OPERATOR_KEY_HEADER = 'x-operator-key';

export const operatorEventBodySchema = z.object({
  /** One of `socketRooms(tenant)`. */
  room: z.string().check(z.minLength(1), z.maxLength(100)),
  event: z.string().check(z.regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'Use 1 to 64 letters, digits, _ . : or -')),
  payload: z.optional(z.record(z.string(), z.unknown())),
});
export type OperatorEvent = z.infer<typeof operatorEventBodySchema>;
export const operatorEventResponseSchema = itemOf(z.object({ room: z.string(), event: z.string() }));

/** PUT: the restaurant changes one of the settings it may change itself (docs/api.md, "Operator settings"). */
export const OPERATOR_SETTINGS_PATH = '/api/v1/operator/settings';

/** The setting of the name a tenant's SMS come from (Unifonic's `SenderID`, Twilio's alphanumeric `From`). */
export const SMS_SENDER_NAME_SETTING = 'sms.sender_name';

/**
 * An alphanumeric sender name as the SMS providers take it: 1 to 11 ASCII letters, digits and spaces,
 * at least one letter (https://www.twilio.com/docs/glossary/what-alphanumeric-sender-id).
 */
export const SMS_SENDER_NAME_PATTERN = /^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$/;
const smsSenderNameSchema = z
  .string()
  .check(z.regex(SMS_SENDER_NAME_PATTERN, 'Use 1 to 11 letters, digits or spaces, with at least one letter'));

/** The settings an operator key may change, each with the values it takes. */
export const operatorSettingBodySchema = z.discriminatedUnion('key', [
  /** Where a restaurant's cancel refunds a paid order or deposit: back to the card (the default) or to the customer's wallet. */
  z.object({ key: z.literal('payment.refund_destination'), value: z.enum(['card', 'wallet']) }),
  /**
   * The tenant's own public site key of the hosted human check (Turnstile, hCaptcha) the platform uses;
   * empty: the platform's (TURNSTILE_SITE_KEY, HCAPTCHA_SITE_KEY).
   */
  z.object({ key: z.literal('human_check.site_key'), value: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{0,100}$/)) }),
  /** The name the tenant's e-mails come from (empty: the tenant's title in the e-mail's language). */
  z.object({
    key: z.literal('email.from_name'),
    value: z.string().check(z.maxLength(80), z.regex(/^[^\p{Cc}]*$/u, 'Use one line of text without control characters')),
  }),
  /** The address the tenant's e-mails come from (empty: the platform's EMAIL_FROM); the SMTP account must be allowed to send as it. */
  z.object({
    key: z.literal('email.from_address'),
    value: z.union([z.literal(''), z.email('Use an e-mail address, or empty for the platform’s')]),
  }),
  /** The name the tenant's SMS come from; the platform's SMS_SENDER_NAME without it. */
  z.object({ key: z.literal(SMS_SENDER_NAME_SETTING), value: smsSenderNameSchema }),
]);
export type OperatorSetting = z.infer<typeof operatorSettingBodySchema>;
export const operatorSettingResponseSchema = itemOf(operatorSettingBodySchema);

/** PUT: the restaurant switches an offer (a coupon, and the banners that advertise it) off or on again. */
export const operatorOfferPath = (code: string): string => `/api/v1/operator/offers/${code}`;
export const operatorOfferBodySchema = z.object({ active: z.boolean() });
export const operatorOfferResponseSchema = itemOf(z.object({ code: z.string(), active: z.boolean() }));
