import {
  OPERATOR_PAYMENT_PROVIDER_PATH,
  operatorPaymentProviderBodySchema,
  operatorPaymentProviderResponseSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import type { SecretsKeys } from '../payments/credentials-seal';
import { clearTenantPaymentProvider, setTenantPaymentProvider, showTenantPaymentProvider } from '../payments/tenant-payment-service';
import type { TenantScope } from '../tenancy/scopes';

type Answer = z.infer<typeof operatorPaymentProviderResponseSchema>;

/**
 * The restaurant's own payment provider: PUT sets it (credentials sealed under SECRETS_KEY), GET shows
 * it without any secret, DELETE goes back to PAYMENT_PROVIDER. Without SECRETS_KEY, PUT, and GET of a
 * stored provider, are 503 `payment_keys_not_configured` (the api could neither seal nor open the credentials).
 */
export const operatorPaymentProviderRoutes = async (
  scope: TenantScope,
  { db, clock, secrets }: { db: Db; clock: Clock; secrets: SecretsKeys | null },
): Promise<void> => {
  const keys = (): SecretsKeys => {
    if (!secrets) throw new DomainError('payment_keys_not_configured');
    return secrets;
  };
  const response = { 200: operatorPaymentProviderResponseSchema };

  scope.get(OPERATOR_PAYMENT_PROVIDER_PATH, { schema: { response } }, async (request): Promise<Answer> => ({
    data: await showTenantPaymentProvider(db, secrets, request.tenant.id),
  }));

  scope.put(
    OPERATOR_PAYMENT_PROVIDER_PATH,
    { schema: { body: operatorPaymentProviderBodySchema, response }, errorsByPath: true },
    async (request): Promise<Answer> => {
      const body = request.body;
      const { current } = keys();
      await setTenantPaymentProvider(db, current, request.tenant.id, body.provider, body.credentials, clock());
      return { data: await showTenantPaymentProvider(db, keys(), request.tenant.id) };
    },
  );

  scope.delete(OPERATOR_PAYMENT_PROVIDER_PATH, { schema: { response } }, async (request): Promise<Answer> => {
    await clearTenantPaymentProvider(db, request.tenant.id);
    return { data: null };
  });
};
