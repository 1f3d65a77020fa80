import { OPERATOR_PAYMENT_INCIDENTS_PATH, paymentIncidentListResponseSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { operatorIncidents } from '../payments/payment-incident-service';
import type { TenantScope } from '../tenancy/scopes';

/** Payments that reached an order already paid, canceled or expired, with their refund (newest first, at most 100). */
export const operatorPaymentIncidentsRoutes = async (scope: TenantScope, { db }: { db: Db }): Promise<void> => {
  const schema = { response: { 200: paymentIncidentListResponseSchema } };
  scope.get(OPERATOR_PAYMENT_INCIDENTS_PATH, { schema }, async (request): Promise<z.infer<typeof paymentIncidentListResponseSchema>> => ({
    data: await operatorIncidents(db, request.tenant.id),
  }));
};
