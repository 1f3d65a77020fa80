import { API_ERROR_CODES, API_ERRORS, apiErrorCodeSchema } from '../contracts';
import { ApiCallError } from '../http/api-client';
import { installFakeApi, testStore } from '../testing';
import { loadApiErrorTexts } from './api-error-texts';
import { failureKey } from './api-error-keys';
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

describe('api error texts after the first screen', () => {
  it('are not in a new page until loaded, then are there in both languages', async () => {
    const i18n = createI18n('ar');
    expect(i18n.exists('apiErrors.mobile_taken')).toBe(false);
    expect(i18n.exists('errors.network')).toBe(true);
    await loadApiErrorTexts(i18n);
    expect(i18n.t('apiErrors.mobile_taken')).toBe('رقم الجوال هذا مسجّل لحساب آخر.');
    expect(i18n.t('apiErrors.mobile_taken', { lng: 'en' })).toBe(API_ERRORS.mobile_taken);
  });

  it('are there by the time a failed call reaches its caller', async () => {
    const store = testStore({ locale: 'ar' });
    installFakeApi(store, {
      'GET /api/v1/probe': () => ({ status: 409, data: { code: 'mobile_taken', message: API_ERRORS.mobile_taken } }),
    });
    expect(store.i18n.exists('apiErrors.mobile_taken')).toBe(false);
    const failure = await store.api.get('/api/v1/probe').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiCallError);
    expect(store.i18n.t(failureKey(failure) ?? '')).toBe('رقم الجوال هذا مسجّل لحساب آخر.');
  });
});
