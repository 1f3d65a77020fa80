import {
  MENU_PATHS,
  deliveryDistrictsResponseSchema,
  deliveryZoneQuerySchema,
  deliveryZoneResponseSchema,
  type DeliveryCoverage,
  type DeliveryDistrict,
} from '@storefront/shared/contracts';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import type { TenantScope } from '../tenancy/scopes';
import { deliveryCoverage } from './delivery-coverage';
import { deliveryDistricts } from './delivery-districts';

/** The districts delivered to, and the branch and delivery zone covering a location. Register in the tenant scope. */
export const deliveryZoneRoutes = async (scope: TenantScope, { db, clock }: { db: Db; clock: Clock }): Promise<void> => {
  const covering = { querystring: deliveryZoneQuerySchema, response: { 200: deliveryZoneResponseSchema } };
  scope.get(MENU_PATHS.deliveryZone, { schema: covering }, async (request): Promise<{ data: DeliveryCoverage }> => {
    const location = request.query;
    const coverage = await deliveryCoverage(db, request.tenant, location, clock());
    if (!coverage) throw new DomainError('delivery_not_available');
    return { data: coverage };
  });

  scope.get(
    MENU_PATHS.deliveryZones,
    { schema: { response: { 200: deliveryDistrictsResponseSchema } } },
    async (request): Promise<{ data: DeliveryDistrict[] }> => ({
      data: await deliveryDistricts(db, request.tenant.id),
    }),
  );
};
