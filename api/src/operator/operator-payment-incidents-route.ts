import { OPERATOR_PAYMENT_INCIDENTS_PATH, type paymentIncidentListResponseSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { listIncidents } from '../payments/payment-incident-repository';
import type { TenantScope } from '../tenancy/scopes';

/** Payments that reached an order already paid, canceled or expired, with their refund (newest first, at most 100). */
export const registerOperatorPaymentIncidentsRoute = (app: TenantScope, { db }: { db: Db }): void => {
  app.get(OPERATOR_PAYMENT_INCIDENTS_PATH, async (request): Promise<z.infer<typeof paymentIncidentListResponseSchema>> => ({
    data: await listIncidents(db, request.tenant.id),
  }));
};
