import { PAYMENT_PATHS, type paymentConfirmResponseSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import { confirmSession, type SettleDeps } from './payment-session-service';
import type { CustomerScope } from '../tenancy/scopes';

/** POST confirm: the storefront's check-payment page asks the api, which asks the provider. In a customer scope. */
export const registerPaymentConfirmRoute = (scope: CustomerScope, deps: SettleDeps): void => {
  scope.post<{ Params: { id: string } }>(
    PAYMENT_PATHS.confirm(':id'),
    async (request): Promise<z.infer<typeof paymentConfirmResponseSchema>> => ({
      data: await confirmSession(deps, request.tenant, request.customer.id, request.params.id),
    }),
  );
};
