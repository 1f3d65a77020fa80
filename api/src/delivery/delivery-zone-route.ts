import { MENU_PATHS, deliveryZoneQuerySchema, type DeliveryCoverage, type DeliveryDistrict } from '@storefront/shared/contracts';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { HttpError } from '../http/http-error';
import { parseRequest } from '../http/parse-request';
import type { TenantScope } from '../tenancy/scopes';
import { deliveryCoverage } from './delivery-coverage';
import { deliveryDistricts } from './delivery-districts';

/** The districts delivered to, and the branch and delivery zone covering a location. Register as a plugin. */
export const deliveryZoneRoutes =
  ({ db, clock }: { db: Db; clock: Clock }) =>
  async (scope: TenantScope): Promise<void> => {
    scope.get(MENU_PATHS.deliveryZone, async (request): Promise<{ data: DeliveryCoverage }> => {
      const location = parseRequest(deliveryZoneQuerySchema, request.query, 'query');
      const coverage = await deliveryCoverage(db, request.tenant, location, clock());
      if (!coverage) throw new HttpError(422, 'delivery_not_available');
      return { data: coverage };
    });

    scope.get(MENU_PATHS.deliveryZones, async (request): Promise<{ data: DeliveryDistrict[] }> => ({
      data: await deliveryDistricts(db, request.tenant.id),
    }));
  };
