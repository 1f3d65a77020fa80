import { toWesternDigits } from './digits';
import { COUNTRIES, type CountryCode } from './countries';

// The limits, message keys and checks of the fields a customer fills in, without zod: the field
// schemas (./validation) are built on them, and the first screens use them without loading zod.

/** Text limits of docs/specification.md §5 and §9. */
export const LIMITS = {
  name: 30,
  email: 50,
  notes: 500,
  plate: 20,
  addressDescription: 300,
  verificationCode: 4,
  /** Account fields the spec does not bound (docs/decisions/account-field-limits.md). */
  passwordMin: 8,
  passwordMax: 64,
  streetName: 100,
  addressShort: 20,
  specialMark: 100,
  referralCode: 20,
} as const;

/** Validation message keys: translated in the `common` namespace under `validation.*`. */
export const VALIDATION = {
  required: 'validation.required',
  tooLong: 'validation.tooLong',
  email: 'validation.email',
  mobile: 'validation.mobile',
  code: 'validation.code',
  humanCheck: 'validation.humanCheck',
  passwordShort: 'validation.passwordShort',
  birthDate: 'validation.birthDate',
  choose: 'validation.choose',
  coordinates: 'validation.coordinates',
  hiddenCharacters: 'validation.hiddenCharacters',
  /** Any other rule a value breaks (a zod issue without a message of its own: see forms' `formResolver`). */
  invalid: 'validation.invalid',
  date: 'validation.date',
} as const;

/**
 * Characters that change how text around them is shown without being seen: bidi embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069), direction marks (U+200E, U+200F, U+061C)
 * and invisible characters (U+200B zero-width space, U+2060 word joiner, U+2061–U+2064 invisible
 * operators, U+180E, U+FEFF). A name or plate holding one can read as another (a right-to-left
 * override before "321" shows "ABC123" for "ABC321"). U+200C and U+200D (zero-width non-joiner and joiner) are
 * allowed: Persian and Arabic words and emoji sequences need them.
 */
export const HIDDEN_CHARACTERS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B\u2060-\u2064\u180E\uFEFF]/;

/** True when a text holds no hidden direction or zero-width character (see HIDDEN_CHARACTERS). */
export const hasNoHiddenCharacters = (text: string): boolean => !HIDDEN_CHARACTERS.test(text);

/**
 * Control characters: C0 (U+0000–U+001F, ESC and BEL among them), DEL and C1 (U+007F–U+009F), and the
 * line and paragraph separators (U+2028, U+2029). Stored, they reach the staff's terminal and screens:
 * ESC starts escape sequences that clear the screen, recolour it or set the window title.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/** The same less the line feed, for texts written on several lines (notes, messages, comments). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS_BUT_NEWLINE = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u2028\u2029]/;

/**
 * True when a text a person typed holds nothing that changes how it or its surroundings are shown:
 * no hidden character (HIDDEN_CHARACTERS) and no control character; `multiline` texts may hold line feeds.
 */
export const isCleanText = (text: string, multiline = false): boolean =>
  hasNoHiddenCharacters(text) && !(multiline ? CONTROL_CHARACTERS_BUT_NEWLINE : CONTROL_CHARACTERS).test(text);

/** A national mobile number as typed (any digits, spaces, a leading 0 or the country code) in its standard form, or null. */
export const normalizeMobile = (country: CountryCode, typed: string): string | null => {
  const { mobile_code, mobile_format, mobile_length } = COUNTRIES[country];
  let digits = toWesternDigits(typed).replace(/[\s()+-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  if (digits.startsWith(`00${mobile_code}`)) digits = digits.slice(2 + mobile_code.length);
  else if (digits.length > mobile_length && digits.startsWith(mobile_code)) digits = digits.slice(mobile_code.length);
  // Saudi, Emirati and Qatari numbers are often typed with the trunk 0 (05x...).
  if (digits.length === mobile_length + 1 && digits.startsWith('0') && !mobile_format.startsWith('0')) digits = digits.slice(1);
  return digits.length === mobile_length && digits.startsWith(mobile_format) ? digits : null;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar days any call may name: birthdays from 1900, bookings and reports until 2199. */
export const CALENDAR_DAYS = { first: '1900-01-01', last: '2199-12-31' } as const;

/**
 * True for a real calendar day `YYYY-MM-DD` within CALENDAR_DAYS: 2026-11-31, 2026-02-29 and 2026-13-01
 * are not (JavaScript's Date would roll them over into the next month).
 */
export const isCalendarDate = (value: string): boolean => {
  if (!ISO_DATE.test(value) || value < CALENDAR_DAYS.first || value > CALENDAR_DAYS.last) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** True for a real calendar date `YYYY-MM-DD` between 1900-01-01 and today. */
export const isPastDate = (value: string, today: Date = new Date()): boolean =>
  isCalendarDate(value) && new Date(`${value}T00:00:00Z`).getTime() <= today.getTime();
