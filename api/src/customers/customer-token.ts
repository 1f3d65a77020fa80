import { createHash, randomBytes } from 'node:crypto';

/** A new login token: 32 random bytes, base64url. Only its hash is stored. */
export const newCustomerToken = (): string => randomBytes(32).toString('base64url');

/** The stored form of a token (sha256, hex): enough for a random 256-bit value, and searchable. */
export const customerTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
