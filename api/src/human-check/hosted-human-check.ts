import { createHash, randomUUID } from 'node:crypto';
import type { HostedHumanCheckProvider } from '@storefront/shared/contracts';
import { z } from 'zod';
import type { Clock } from '../clock';
import { settingValue } from '../content/settings-repository';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { callProvider, ProviderCallError } from '../payments/provider-http';
import type { HumanCheckFactory } from './human-check';
import { claimHumanCheckToken } from './human-check-token-repository';
import { HUMAN_CHECK_SITE_KEY_SETTING, type HostedHumanCheckSettings } from './hosted-human-check-settings';

/** How long a verified token stays refused here: longer than Turnstile (300 s) or hCaptcha (120 s) keeps one good. */
const TOKEN_RECORD_MS = 10 * 60_000;
/** siteverify's answer is quick; a slow one is a refusal, not a wait of the customer's placement. */
const SITEVERIFY_TIMEOUT_MS = 5_000;

/** The part of siteverify's answer both providers document: `success`, and `error-codes` when it is false. */
const siteverifyAnswerSchema = z.object({ success: z.boolean(), 'error-codes': z.array(z.string()).optional() });

/**
 * The error codes that mean the platform's call is wrong or the provider failed (its secret, its site key,
 * a malformed call, an internal error), not the customer's token: answered 503, never a refusal of the customer.
 */
const PLATFORM_ERRORS = new Set([
  'missing-input-secret',
  'invalid-input-secret',
  'bad-request',
  'internal-error',
  'sitekey-secret-mismatch',
  'not-using-dummy-passcode',
  'not-using-dummy-secret',
  'invalid-sitekey',
]);

/** What the two providers' siteverify calls differ in: the form they are sent. */
export interface SiteverifyForm {
  secret: string;
  token: string;
  siteKey: string;
  /** Our challenge's key (a UUID): Turnstile's `idempotency_key`. */
  key: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const unavailable = (cause: unknown): DomainError => new DomainError('human_check_unavailable', { cause });

/**
 * A hosted human check (docs/api.md, "Human check"): the challenge names the provider, the tenant's site
 * key (its own setting, else the platform's) and the widget's script; `verify(key, token)` claims the
 * token once here (a replay is refused without a call) and asks the provider's siteverify. siteverify
 * failing (a timeout, a 5xx, an answer it does not document, an error of the platform's keys) throws
 * `human_check_unavailable` (503): never a pass.
 */
export const hostedHumanCheck =
  (provider: HostedHumanCheckProvider, form: (fields: SiteverifyForm) => URLSearchParams) =>
  (db: Db, clock: Clock, settings: HostedHumanCheckSettings): HumanCheckFactory =>
  (tenantId) => {
    const siteKey = async (): Promise<string> =>
      (await settingValue(db, tenantId, HUMAN_CHECK_SITE_KEY_SETTING))?.trim() || settings.siteKey;
    return {
      challenge: async () => ({
        kind: 'widget',
        provider,
        sandbox: false,
        key: randomUUID(),
        site_key: await siteKey(),
        script_url: settings.scriptUrl,
      }),
      verify: async (key, token) => {
        if (!UUID.test(key) || token.trim() === '') return false;
        const now = clock();
        const hash = createHash('sha256').update(token).digest('hex');
        if (!(await claimHumanCheckToken(db, tenantId, hash, now, new Date(now.getTime() + TOKEN_RECORD_MS)))) return false;
        let answer: unknown;
        try {
          answer = (
            await callProvider(provider, settings.verifyUrl, {
              method: 'POST',
              headers: {},
              form: form({ secret: settings.secretKey, token, siteKey: await siteKey(), key }),
              timeoutMs: settings.timeoutMs ?? SITEVERIFY_TIMEOUT_MS,
            })
          ).body;
        } catch (error) {
          throw error instanceof ProviderCallError ? unavailable(error) : error;
        }
        const parsed = siteverifyAnswerSchema.safeParse(answer);
        if (!parsed.success) throw unavailable(new Error(`${provider} siteverify answered an undocumented shape`));
        if (parsed.data.success) return true;
        const codes = parsed.data['error-codes'] ?? [];
        if (codes.some((code) => PLATFORM_ERRORS.has(code))) throw unavailable(new Error(`${provider} siteverify: ${codes.join(', ')}`));
        return false;
      },
    };
  };
