import { API_ERROR_CODES, API_ERRORS, apiErrorCodeSchema } from '../contracts';
import { loadApiErrorTexts } from './api-error-texts';
import { createI18n } from './create-i18n';

/** The user-visible messages of spec section 8 that the api sends, word for word. */
const SPEC_MESSAGES = [
  'Payment failed.',
  'Order service is not available.',
  'Menu is not available now.',
  'Coupon is not available or expired.',
  'The coupon code is invalid.',
  'Tracking is not available.',
  'Delivery is not available for this location.',
  'Points balance is not enough.',
  'Wrong Data, Please complete the human validation',
  'Card details are invalid or missing!',
  "Can't add rate.",
  'The selected slot is invalid.',
  'No time slots available.',
  'Order not available.',
  'This product is available for scheduled orders only.',
];

const ARABIC_LETTER = /[\u0621-\u064A]/;

describe('api error codes', () => {
  it('lists every code of the table in the contract enum, and nothing else', () => {
    expect([...apiErrorCodeSchema.options].sort()).toEqual(Object.keys(API_ERRORS).sort());
    expect(API_ERROR_CODES.length).toBeGreaterThan(0);
  });

  it('keeps the spec messages as the messages of their codes', () => {
    const messages = Object.values(API_ERRORS) as string[];
    for (const message of SPEC_MESSAGES) expect(messages).toContain(message);
  });

  it.each(API_ERROR_CODES)('translates %s in Arabic and English', async (code) => {
    const ar = createI18n('ar');
    const en = createI18n('en');
    await Promise.all([loadApiErrorTexts(ar), loadApiErrorTexts(en)]);
    const key = `apiErrors.${code}`;
    expect(ar.exists(key)).toBe(true);
    expect(en.exists(key)).toBe(true);
    expect(ar.t(key)).toMatch(ARABIC_LETTER);
    expect(en.t(key)).not.toMatch(ARABIC_LETTER);
    expect(en.t(key).length).toBeGreaterThan(0);
  });

  it('shows the spec messages in English as the contract words them', async () => {
    const en = createI18n('en');
    await loadApiErrorTexts(en);
    expect(en.t('apiErrors.human_check_failed')).toBe('Wrong Data, Please complete the human validation');
    expect(en.t('apiErrors.slot_invalid')).toBe(API_ERRORS.slot_invalid);
  });
});
