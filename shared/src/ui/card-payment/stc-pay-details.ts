import { z } from 'zod/mini';
import { toWesternDigits } from '@storefront/shared';

/** What the customer types to pay with STC Pay; never stored, never sent to our api. */
export interface StcPayValues {
  mobile: string;
  code: string;
}

export const EMPTY_STC_PAY: StcPayValues = { mobile: '', code: '' };

/** A Saudi mobile as STC Pay takes it, `05` and eight digits, from the ways people write it (+966 5…, 9665…, 5…), or null. */
export const stcPayMobileOf = (typed: string): string | null => {
  const digits = toWesternDigits(typed).replace(/[\s()+-]/g, '');
  const national = /^(?:00966|966|0)?(5\d{8})$/.exec(digits)?.[1];
  return national ? `0${national}` : null;
};

/** The code STC Pay texts (six digits in Moyasar's sandbox; four to eight taken). */
export const stcPayCodeOf = (typed: string): string | null => {
  const digits = toWesternDigits(typed).replace(/\s/g, '');
  return /^\d{4,8}$/.test(digits) ? digits : null;
};

/** Each step's rules, with its message key (the card step's texts). */
export const stcPayMobileSchema = z.object({
  mobile: z.string().check(z.refine((value) => stcPayMobileOf(value) !== null, { error: 'stcPay.mobileInvalid' })),
  code: z.string(),
});
export const stcPayCodeSchema = z.object({
  mobile: z.string(),
  code: z.string().check(z.refine((value) => stcPayCodeOf(value) !== null, { error: 'stcPay.codeInvalid' })),
});
