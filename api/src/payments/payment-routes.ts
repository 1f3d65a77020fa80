import { PAYMENT_PATHS, paymentConfirmResponseSchema, paymentSessionIdParamsSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import { confirmSession, type SettleDeps } from './payment-session-service';
import type { CustomerScope } from '../tenancy/scopes';

/** POST confirm: the storefront's check-payment page asks the api, which asks the provider. In a customer scope. */
export const paymentConfirmRoutes = async (scope: CustomerScope, deps: SettleDeps): Promise<void> => {
  scope.post(
    PAYMENT_PATHS.confirm(':id'),
    { schema: { params: paymentSessionIdParamsSchema, response: { 200: paymentConfirmResponseSchema } } },
    async (request): Promise<z.infer<typeof paymentConfirmResponseSchema>> => ({
      data: await confirmSession(deps, request.tenant, request.customer.id, request.params.id),
    }),
  );
};
