import { z } from 'zod/mini';
import { toWesternDigits } from './digits';
import { countryCodeSchema } from './common';
import type { CountryCode } from './countries';
import { LIMITS, VALIDATION, isCalendarDate, isCleanText, isPastDate, normalizeMobile } from './field-rules';

/** Free text on one line (names, plates), or on several (`multiline`: notes, messages, comments). */
export interface TextShape {
  multiline?: boolean;
}

/**
 * A text a person types and others read, the one rule of every free text field: trimmed, at most
 * `max` characters, no hidden or control character (ESC, BEL…; `isCleanText`). A multi-line text keeps
 * its line feeds, a CR LF counting as one.
 */
export const plainText = (max: number, { multiline = false }: TextShape = {}) =>
  z.string({ error: VALIDATION.required }).check(
    ...(multiline ? [z.overwrite((value: string) => value.replace(/\r\n?/g, '\n'))] : []),
    z.trim(),
    z.maxLength(max, { error: VALIDATION.tooLong }),
    z.refine((value) => isCleanText(value, multiline), { error: VALIDATION.hiddenCharacters }),
  );

/** A text a person types and others read (names, plates, addresses, messages): required, at most `max`, nothing hidden. */
export const requiredText = (max: number, shape: TextShape = {}) =>
  plainText(max, shape).check(z.minLength(1, { error: VALIDATION.required }));

/** The largest value of a PostgreSQL `integer` column: every id and count a call carries fits in one. */
export const MAX_INTEGER = 2_147_483_647;

const message = (error: string | undefined) => (error === undefined ? {} : { error });

const bounded = (min: number, max: number, error: string | undefined) =>
  [z.int(message(error)), z.gte(min, message(error)), z.lte(Math.min(max, MAX_INTEGER), message(error))] as const;

/** A database row id in a JSON body (`"area_id": 3`): a whole number from 1 to MAX_INTEGER. */
export const rowIdField = (error?: string) => z.number(message(error)).check(...bounded(1, MAX_INTEGER, error));

/** A row id written as text (a query's `?branch_id=`, a form field): the same bounds, digits read as a number. */
export const rowIdText = (error?: string) => z.coerce.number(message(error)).check(...bounded(1, MAX_INTEGER, error));

/** A count in a JSON body (guests, stars, quantity): a whole number from `min` to `max` (never above MAX_INTEGER). */
export const countField = (min: number, max: number, error?: string) => z.number(message(error)).check(...bounded(min, max, error));

/** A count written as text (a query's `?page=`, a form field): the same bounds, digits read as a number. */
export const countText = (min: number, max: number, error?: string) => z.coerce.number(message(error)).check(...bounded(min, max, error));

/** A real calendar day `YYYY-MM-DD` (2026-11-31 is not one) between 1900 and 2199, digits in any script. */
export const calendarDateField = (error: string = VALIDATION.date) =>
  z.pipe(z.pipe(z.string({ error }).check(z.trim()), z.transform(toWesternDigits)), z.string().check(z.refine(isCalendarDate, { error })));

export const emailField = z.pipe(
  z
    .string({ error: VALIDATION.required })
    .check(z.trim(), z.minLength(1, { error: VALIDATION.required }), z.maxLength(LIMITS.email, { error: VALIDATION.tooLong })),
  z.email({ error: VALIDATION.email }),
);

/** The fields of a mobile number with its country; pass the object through `withMobileRule`. */
export const mobileFields = {
  country_code: z.enum(countryCodeSchema.options, {
    error: (issue) => (issue.input === undefined ? VALIDATION.required : VALIDATION.mobile),
  }),
  mobile: z.string({ error: VALIDATION.required }).check(z.trim(), z.minLength(1, { error: VALIDATION.required })),
};

type WithMobile = { country_code: CountryCode; mobile: string };

/**
 * Checks the mobile by its country's rules (reported on `mobile`, alongside the other fields'
 * errors) and keeps it in national form.
 */
export const withMobileRule = <T extends z.ZodMiniType<WithMobile>>(schema: T) =>
  z.pipe(
    schema.check(
      z.refine((value) => normalizeMobile(value.country_code, value.mobile) !== null, {
        path: ['mobile'],
        message: VALIDATION.mobile,
        when: (payload) => {
          const value = payload.value as Partial<WithMobile> | undefined;
          return (
            countryCodeSchema.safeParse(value?.country_code).success && typeof value?.mobile === 'string' && value.mobile.trim() !== ''
          );
        },
      }),
    ),
    z.transform((value) => ({ ...value, mobile: normalizeMobile(value.country_code, value.mobile) ?? value.mobile })),
  );

/** An optional text: blank becomes null; at most `max` characters, nothing hidden. */
export const optionalText = (max: number, shape: TextShape = {}) =>
  z.pipe(
    z.nullish(plainText(max, shape)),
    z.transform((value) => (value ? value : null)),
  );

/** A password as chosen or typed: 8 to 64 characters, kept as typed (never trimmed). */
export const passwordField = z
  .string({ error: VALIDATION.required })
  .check(
    z.minLength(1, { error: VALIDATION.required }),
    z.minLength(LIMITS.passwordMin, { error: VALIDATION.passwordShort }),
    z.maxLength(LIMITS.passwordMax, { error: VALIDATION.tooLong }),
  );

/** An optional birth date `YYYY-MM-DD` (digits in any script); blank becomes null. */
export const birthDateField = z
  .pipe(
    z.nullish(z.pipe(z.string().check(z.trim()), z.transform(toWesternDigits))),
    z.transform((value) => (value ? value : null)),
  )
  .check(z.refine((value) => value === null || isPastDate(value), { error: VALIDATION.birthDate }));

/** A plate number: required, at most 20 characters (docs/specification.md §5), Western digits. */
export const plateNumberField = z.pipe(requiredText(LIMITS.plate), z.transform(toWesternDigits));

/** An optional e-mail: blank becomes null. */
export const optionalEmailField = z
  .pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(LIMITS.email, { error: VALIDATION.tooLong }))),
    z.transform((value) => (value ? value : null)),
  )
  .check(z.refine((value) => value === null || z.email().safeParse(value).success, { error: VALIDATION.email }));
