/** Card numbers of the sandbox: this one is declined by the "bank"; any other valid number is approved. */
export const SANDBOX_DECLINED_CARD = '4000000000000002';

const luhn = (digits: string): boolean => {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

/** The card number (digits only) when number, expiry (MM/YY, not past) and CVC are valid; else null. */
export const validCardNumber = (fields: { number?: string; expiry?: string; cvc?: string }, now: Date): string | null => {
  const number = (fields.number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) return null;
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec((fields.expiry ?? '').trim());
  if (!expiry) return null;
  const endOfMonth = Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1);
  if (endOfMonth <= now.getTime()) return null;
  if (!/^\d{3,4}$/.test((fields.cvc ?? '').trim())) return null;
  return number;
};
