import { createHash, randomBytes } from 'node:crypto';

/**
 * The stored form of a short-lived answer (a human-check sum, a 4-digit login code): sha256 of the
 * salt and the answer. Their answer spaces are tiny, so what protects them is single use, a short
 * life and counted attempts; the hash keeps them out of plain sight in the database.
 */
export const oneTimeHash = (salt: string, answer: string): string => createHash('sha256').update(`${salt}:${answer}`).digest('hex');

/** A random value for a salt or a public key: `bytes` random bytes in base64url. */
export const randomKey = (bytes = 18): string => randomBytes(bytes).toString('base64url');
