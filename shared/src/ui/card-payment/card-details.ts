import { z } from 'zod/mini';

/** What the customer types into the card form; never stored, never sent to the api. */
export interface CardDetailsValues {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

export const EMPTY_CARD: CardDetailsValues = { name: '', number: '', expiry: '', cvc: '' };

/** The card as Moyasar's `source` takes it (https://docs.moyasar.com/credit-cards). */
export interface CardDetails {
  name: string;
  number: string;
  month: string;
  year: string;
  cvc: string;
}

const digitsOf = (value: string): string => value.replace(/[\s-]/g, '');

/** The Luhn check every card number passes (ISO/IEC 7812). */
export const passesLuhn = (digits: string): boolean => {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
};

const isAmex = (digits: string): boolean => /^3[47]/.test(digits);

/** `MM/YY` (or `MM/YYYY`) as a month and a four-digit year, or null. */
const expiryOf = (value: string): { month: number; year: number } | null => {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
};

/** The card form's rules, each with its message key (the card step's texts): a card still valid at `now`. */
export const cardDetailsSchema = (now: Date) =>
  z
    .object({
      // Moyasar asks for a name of at least two words (its form: "first and last name").
      name: z.string().check(z.refine((value) => value.trim().split(/\s+/).length >= 2, { error: 'nameInvalid' })),
      number: z
        .string()
        .check(z.refine((value) => /^\d{13,19}$/.test(digitsOf(value)) && passesLuhn(digitsOf(value)), { error: 'numberInvalid' })),
      expiry: z.string().check(
        z.refine(
          (value) => {
            const expiry = expiryOf(value);
            // A card is good to the end of its month.
            return expiry !== null && new Date(expiry.year, expiry.month, 1) > now;
          },
          { error: 'expiryInvalid' },
        ),
      ),
      cvc: z.string(),
    })
    .check(
      z.refine((card) => new RegExp(isAmex(digitsOf(card.number)) ? '^\\d{4}$' : '^\\d{3}$').test(card.cvc.trim()), {
        path: ['cvc'],
        error: 'cvcInvalid',
      }),
    );

/** The typed card as Moyasar takes it (its number without spaces, the year in four digits). */
export const cardDetailsOf = (values: CardDetailsValues): CardDetails => {
  const expiry = expiryOf(values.expiry);
  return {
    name: values.name.trim().replace(/\s+/g, ' '),
    number: digitsOf(values.number),
    month: String(expiry?.month ?? ''),
    year: String(expiry?.year ?? ''),
    cvc: values.cvc.trim(),
  };
};
