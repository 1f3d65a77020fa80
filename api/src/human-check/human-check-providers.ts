import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { HumanCheckFactory } from './human-check';
import type { HostedHumanCheckSettings, HumanCheckSettings } from './hosted-human-check-settings';
import { hcaptchaHumanCheck } from './hcaptcha-human-check';
import { sandboxHumanCheck } from './sandbox-human-check';
import { turnstileHumanCheck } from './turnstile-human-check';

export interface HumanCheckDeps {
  db: Db;
  clock: Clock;
  /** The hosted providers' keys and addresses (TURNSTILE_*, HCAPTCHA_*). */
  settings: HumanCheckSettings;
}

const hosted =
  (name: 'turnstile' | 'hcaptcha', adapter: (db: Db, clock: Clock, settings: HostedHumanCheckSettings) => HumanCheckFactory) =>
  ({ db, clock, settings }: HumanCheckDeps): HumanCheckFactory => {
    const own = settings[name];
    if (!own) throw new Error(`HUMAN_CHECK_PROVIDER=${name} needs its secret and site key (docs/api.md, "Human check")`);
    return adapter(db, clock, own);
  };

/** The human checks HUMAN_CHECK_PROVIDER can name (docs/api.md, "Human check"). */
export const HUMAN_CHECK_PROVIDERS = {
  sandbox: ({ db, clock }: HumanCheckDeps) => sandboxHumanCheck(db, clock),
  turnstile: hosted('turnstile', turnstileHumanCheck),
  hcaptcha: hosted('hcaptcha', hcaptchaHumanCheck),
} satisfies Record<string, (deps: HumanCheckDeps) => HumanCheckFactory>;
export type HumanCheckProviderName = keyof typeof HUMAN_CHECK_PROVIDERS;

/** The widget a tenant's pages may load (the shell's policy and the tenant lookup say it); null for the sandbox. */
export const humanCheckWidgetOf = (
  name: HumanCheckProviderName,
  settings: HumanCheckSettings,
): { provider: 'turnstile' | 'hcaptcha'; script_url: string } | null => {
  if (name === 'sandbox') return null;
  const own = settings[name];
  return own ? { provider: name, script_url: own.scriptUrl } : null;
};
