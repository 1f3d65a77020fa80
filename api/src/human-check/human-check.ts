import type { HumanCheckChallenge } from '@storefront/shared/contracts';

/** A human-verification provider, as one tenant uses it (docs/api.md, "Human check"). */
export interface HumanCheck {
  /** A new challenge; its key comes back with the customer's answer. */
  challenge(): Promise<HumanCheckChallenge>;
  /** Whether `answer` completes the challenge `key`. A key is good for one verification only. */
  verify(key: string, answer: string): Promise<boolean>;
}

/** The human check of a tenant (a hosted provider may have a site key per tenant). */
export type HumanCheckFactory = (tenantId: number) => HumanCheck;
