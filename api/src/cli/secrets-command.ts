import { readApiConfig, type DatabaseConfig } from '../config';
import type { Db } from '../db/db';
import { secretsKeysOf } from '../payments/secrets-keys';
import { rotateTenantCredentials } from '../payments/tenant-payment-service';
import { asksForHelp } from './help-flag';
import { UsageError } from './usage-error';

export const SECRETS_USAGE = `Usage:
  node api/dist/cli/secrets.js rotate     (also: npm run secrets -- rotate)
    Re-seals every tenant's payment credentials under SECRETS_KEY: those still sealed under
    SECRETS_KEY_PREVIOUS are opened with it and sealed again; those already under SECRETS_KEY are left
    alone, so it is safe to run again or from two places at once. Runs on the api's database directly,
    with the api's environment:
  DATABASE_URL          the api's PostgreSQL (unset: the PGlite folder API_DATA_DIR; stop the api first,
                        one process owns that folder)
  SECRETS_KEY           the new key (required)
  SECRETS_KEY_PREVIOUS  the key being replaced
  Exit codes: 0 every tenant's credentials are under SECRETS_KEY, 1 some open with neither key (their
  tenants are listed: set their provider again), 2 usage error.`;

/** Opens the database the command works on, and how to close it. */
export type OpenCommandDatabase = (config: DatabaseConfig) => Promise<{ db: Db; close: () => Promise<void> }>;

/** What the command prints, and its exit code. */
export interface SecretsOutput {
  text: string;
  exitCode: number;
}

/** Runs `secrets rotate` (or prints the usage) against the database of the environment `env`. */
export const secretsOutput = async (argv: readonly string[], env: NodeJS.ProcessEnv, open: OpenCommandDatabase): Promise<SecretsOutput> => {
  if (asksForHelp(argv)) return { text: SECRETS_USAGE, exitCode: 0 };
  if (argv.length !== 1 || argv[0] !== 'rotate') throw new UsageError('The command is rotate');
  const config = readApiConfig(env);
  const keys = secretsKeysOf(config.paymentSettings);
  if (!keys) throw new UsageError('SECRETS_KEY is not set: it is the key the credentials are re-sealed under');
  const { db, close } = await open(config.database);
  try {
    const report = await rotateTenantCredentials(db, keys);
    const lines = [
      `re-sealed the payment credentials of ${report.resealed.length} tenant(s) under SECRETS_KEY; ${report.current.length} already were`,
    ];
    if (report.unreadable.length > 0)
      lines.push(
        `the credentials of tenant id(s) ${report.unreadable.join(', ')} open neither with SECRETS_KEY nor with SECRETS_KEY_PREVIOUS: set their provider again`,
      );
    return { text: lines.join('\n'), exitCode: report.unreadable.length > 0 ? 1 : 0 };
  } finally {
    await close();
  }
};
