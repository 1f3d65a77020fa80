import type { SecretsKeys } from './credentials-seal';

/** SECRETS_KEY with SECRETS_KEY_PREVIOUS, or null without SECRETS_KEY (tenants cannot have their own providers). */
export const secretsKeysOf = (settings: { secretsKey: Buffer | null; previousSecretsKey: Buffer | null }): SecretsKeys | null =>
  settings.secretsKey ? { current: settings.secretsKey, previous: settings.previousSecretsKey } : null;
