import { FRAME_PATHS, type humanCheckChallengeResponseSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { HumanCheckFactory } from './human-check';
import type { TenantScope } from '../tenancy/scopes';

/** GET a new human-check challenge for the tenant's forms. */
export const registerHumanCheckRoute = (app: TenantScope, humanCheck: HumanCheckFactory): void => {
  app.get(FRAME_PATHS.humanCheck, async (request): Promise<z.infer<typeof humanCheckChallengeResponseSchema>> => ({
    data: await humanCheck(request.tenant.id).challenge(),
  }));
};
