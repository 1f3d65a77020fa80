import { randomInt } from 'node:crypto';

// No 0/O or 1/I: a code is read aloud and typed by a friend.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new customer's code to share: 8 characters (32^8 codes: a clash within a tenant is negligible). */
export const newReferralCode = (): string => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
