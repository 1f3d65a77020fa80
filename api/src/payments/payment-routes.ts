import { PAYMENT_PATHS, paymentConfirmResponseSchema, paymentSessionIdParamsSchema } from '@storefront/shared/contracts';
import type { z } from 'zod';
import { confirmSession, type SettleDeps } from './payment-session-service';
import type { CustomerScope, TenantScope } from '../tenancy/scopes';
import { DomainError } from '../domain/domain-error';
import { mediaAnswer } from '../http/route-schema';
import type { PaymentProvider } from './payment-provider';
import type { Db } from '../db/db';
import type { AnswerCache } from '../http/answer-cache';
import { orderingOpen } from '../tenancy/ordering-open';

/** POST confirm: the storefront's check-payment page asks the api, which asks the provider. In a customer scope. */
export const paymentConfirmRoutes = async (
  scope: CustomerScope,
  { cache, ...deps }: SettleDeps & { cache: Pick<AnswerCache, 'get'> },
): Promise<void> => {
  scope.addHook('onRequest', orderingOpen(deps.db, cache));
  scope.post(
    PAYMENT_PATHS.confirm(':id'),
    { schema: { params: paymentSessionIdParamsSchema, response: { 200: paymentConfirmResponseSchema } } },
    async (request): Promise<z.infer<typeof paymentConfirmResponseSchema>> => ({
      data: await confirmSession(deps, request.tenant, request.customer.id, request.params.id),
    }),
  );
};

/** GET the tenant's Apple Pay domain association file, for the shell to serve on the tenant's domains (404 without one). */
export const applePayAssociationRoute = async (
  scope: TenantScope,
  { db, payments, cache }: { db: Db; payments: PaymentProvider; cache: Pick<AnswerCache, 'get'> },
): Promise<void> => {
  scope.addHook('onRequest', orderingOpen(db, cache));
  const file = mediaAnswer("The tenant's Apple Pay domain association file", ['text/plain']);
  scope.get(PAYMENT_PATHS.applePayAssociation, { schema: { response: { 200: file } } }, async (request, reply) => {
    const association = await payments.applePayAssociation?.(request.tenant.id);
    if (!association) throw new DomainError('not_found');
    return reply.type('text/plain; charset=utf-8').send(association);
  });
};
