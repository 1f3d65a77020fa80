import { PAYMENT_PATHS, type paymentConfirmResponseSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import { HttpError } from '../http/http-error';
import { findOrder } from '../orders/order-repository';
import { findSessionRow, settleSession, type SettleDeps } from './payment-session-service';
import type { CustomerScope } from '../tenancy/scopes';

/** POST confirm: the storefront's check-payment page asks the api, which asks the provider. In a customer scope. */
export const registerPaymentConfirmRoute = (scope: CustomerScope, deps: SettleDeps): void => {
  scope.post<{ Params: { id: string } }>(
    PAYMENT_PATHS.confirm(':id'),
    async (request): Promise<z.infer<typeof paymentConfirmResponseSchema>> => {
      const session = await findSessionRow(deps.db, request.tenant.id, request.params.id);
      const order = session && (await findOrder(deps.db, request.tenant.id, session.order_id, request.customer.id));
      if (!session || !order) throw new HttpError(404, 'order_not_available');
      return { data: await settleSession(deps, session, request.tenant.name) };
    },
  );
};
