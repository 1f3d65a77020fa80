import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A tenant's provider credentials at rest: AES-256-GCM under `SECRETS_KEY` (32 bytes, given as 64 hex
 * digits or base64), a random 12-byte IV per sealing, the tenant's id as additional data.
 * `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */
const VERSION = 'v1';

/** The 32-byte key of `SECRETS_KEY`, or an error naming what is wrong with it. */
export const readSecretsKey = (value: string): Buffer | string => {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  return key.length === 32 ? key : 'must be 32 bytes: 64 hex digits or base64 (openssl rand -hex 32)';
};

const additionalData = (tenantId: number) => Buffer.from(`tenant:${tenantId}`);

export const sealCredentials = (key: Buffer, tenantId: number, plain: string): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(additionalData(tenantId));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
};

/** The plain text, or null when the value is not one this key sealed for this tenant (or was altered). */
export const openCredentials = (key: Buffer, tenantId: number, stored: string): string | null => {
  const [version, iv, tag, sealed, ...rest] = stored.split('.');
  if (version !== VERSION || !iv || !tag || sealed === undefined || rest.length > 0) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(additionalData(tenantId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
};

/** `SECRETS_KEY`, and during a rotation `SECRETS_KEY_PREVIOUS` (docs/security.md, "Rotating SECRETS_KEY"). */
export interface SecretsKeys {
  current: Buffer;
  previous: Buffer | null;
}

/**
 * Opens a stored value with the current key, else with the previous one (a value not yet re-sealed by
 * `secrets rotate`): the plain text and whether the current key opened it; null when neither does.
 */
export const openWithKeys = (keys: SecretsKeys, tenantId: number, stored: string): { plain: string; current: boolean } | null => {
  const plain = openCredentials(keys.current, tenantId, stored);
  if (plain !== null) return { plain, current: true };
  const old = keys.previous ? openCredentials(keys.previous, tenantId, stored) : null;
  return old === null ? null : { plain: old, current: false };
};
