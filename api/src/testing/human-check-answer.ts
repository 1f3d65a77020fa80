import { FRAME_PATHS, humanCheckChallengeResponseSchema } from '@storefront/shared/contracts';
import type { DemoTenant } from '../seed/demo-tenant';
import { call, storefrontHeaders, type ApiAddress } from './test-app';

/** A new sandbox human check of the tenant, answered as a person would ("What is 3 + 4?" → "7"). */
export const solvedHumanCheck = async (api: ApiAddress, tenant: DemoTenant): Promise<{ key: string; answer: string }> => {
  const response = await call(api, FRAME_PATHS.humanCheck, { headers: storefrontHeaders(tenant) });
  const challenge = humanCheckChallengeResponseSchema.parse(response.body).data;
  if (challenge.kind !== 'sum') throw new Error(`not a sandbox question: ${JSON.stringify(challenge)}`);
  const [, a, b] = /^What is (\d) \+ (\d)\?$/.exec(challenge.question.en) ?? [];
  if (a === undefined || b === undefined) throw new Error(`not a sandbox question: ${JSON.stringify(challenge.question)}`);
  return { key: challenge.key, answer: String(Number(a) + Number(b)) };
};
