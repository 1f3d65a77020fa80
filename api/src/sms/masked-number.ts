/** A number in international form with all but its first four and last two digits starred: `+9665*****67`. */
export const maskedNumber = (international: string): string => {
  const digits = international.replace(/^\+/, '');
  if (digits.length <= 6) return `+${'*'.repeat(digits.length)}`;
  return `+${digits.slice(0, 4)}${'*'.repeat(digits.length - 6)}${digits.slice(-2)}`;
};
