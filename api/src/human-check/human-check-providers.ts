import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { HumanCheckFactory } from './human-check';
import { sandboxHumanCheck } from './sandbox-human-check';

/** The human checks HUMAN_CHECK_PROVIDER can name; a hosted provider is added here (docs/api.md). */
export const HUMAN_CHECK_PROVIDERS = { sandbox: sandboxHumanCheck } satisfies Record<string, (db: Db, clock: Clock) => HumanCheckFactory>;
export type HumanCheckProviderName = keyof typeof HUMAN_CHECK_PROVIDERS;
