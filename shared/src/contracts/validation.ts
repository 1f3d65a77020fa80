import { z } from 'zod/mini';
import { toWesternDigits } from './digits';
import { countryCodeSchema } from './common';
import type { CountryCode } from './countries';
import { LIMITS, VALIDATION, hasNoHiddenCharacters, isPastDate, normalizeMobile } from './field-rules';

/** A text a person types and others read (names, plates, addresses, messages): required, at most `max`, nothing hidden. */
export const requiredText = (max: number) =>
  z
    .string({ error: VALIDATION.required })
    .check(
      z.trim(),
      z.minLength(1, { error: VALIDATION.required }),
      z.maxLength(max, { error: VALIDATION.tooLong }),
      z.refine(hasNoHiddenCharacters, { error: VALIDATION.hiddenCharacters }),
    );

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
export const optionalText = (max: number) =>
  z.pipe(
    z.nullish(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(max, { error: VALIDATION.tooLong }),
          z.refine(hasNoHiddenCharacters, { error: VALIDATION.hiddenCharacters }),
        ),
    ),
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
