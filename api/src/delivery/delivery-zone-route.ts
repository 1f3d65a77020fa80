import {
  MENU_PATHS,
  deliveryZoneQuerySchema,
  firstTimeZone,
  type deliveryDistrictsResponseSchema,
  type deliveryZoneResponseSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import { toBranch } from '../branches/branch-answer';
import { findBranch } from '../branches/branch-repository';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { HttpError } from '../http/http-error';
import { parseRequest } from '../http/parse-request';
import { findCoveringZone } from './covering-zone';
import { deliveryDistricts } from './delivery-districts';
import type { TenantScope } from '../tenancy/scopes';

/** The districts delivered to, and the branch and delivery zone covering a location. Register as a plugin. */
export const deliveryZoneRoutes =
  ({ db, clock }: { db: Db; clock: Clock }) =>
  async (scope: TenantScope): Promise<void> => {
    scope.get(MENU_PATHS.deliveryZone, async (request): Promise<z.infer<typeof deliveryZoneResponseSchema>> => {
      const location = parseRequest(deliveryZoneQuerySchema, request.query, 'query');
      const covering = await findCoveringZone(db, request.tenant.id, location);
      const branch = covering ? await findBranch(db, request.tenant.id, covering.branchId) : null;
      if (!covering || !branch) throw new HttpError(422, 'delivery_not_available');
      return { data: { branch: toBranch(branch, clock(), firstTimeZone(request.tenant.country)), zone: covering.zone } };
    });

    scope.get(MENU_PATHS.deliveryZones, async (request): Promise<z.infer<typeof deliveryDistrictsResponseSchema>> => ({
      data: await deliveryDistricts(db, request.tenant.id),
    }));
  };
