import { FRAME_PATHS, humanCheckChallengeResponseSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { HumanCheckFactory } from './human-check';
import type { TenantScope } from '../tenancy/scopes';

/** GET a new human-check challenge for the tenant's forms. */
export const humanCheckRoutes = async (scope: TenantScope, { humanCheck }: { humanCheck: HumanCheckFactory }): Promise<void> => {
  scope.get(
    FRAME_PATHS.humanCheck,
    { schema: { response: { 200: humanCheckChallengeResponseSchema } } },
    async (request): Promise<z.infer<typeof humanCheckChallengeResponseSchema>> => ({
      data: await humanCheck(request.tenant.id).challenge(),
    }),
  );
};
