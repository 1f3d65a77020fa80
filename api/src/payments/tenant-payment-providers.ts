import { TENANT_CREDENTIALS } from '@storefront/shared/contracts';
import type { Db } from '../db/db';
import { findTenantByName } from '../tenancy/tenant-repository';
import { openWithKeys, type SecretsKeys } from './credentials-seal';
import { moyasarProvider } from './moyasar-provider';
import { onlineProviderOf, type PaymentProvider } from './payment-provider';
import { paymobProvider } from './paymob-provider';
import { findDepositReferenceOwner, findDepositTenantId } from '../reservations/reservation-payment-repository';
import { findSessionReferenceOwner, findSessionTenantId } from './payment-session-repository';
import { findTenantPaymentRow } from './tenant-payment-repository';

export interface TenantProvidersOptions {
  db: Db;
  /** The adapter of `PAYMENT_PROVIDER`: for a tenant without its own. */
  fallback: PaymentProvider;
  /** SECRETS_KEY, and SECRETS_KEY_PREVIOUS while credentials sealed under it remain. */
  secretsKeys: SecretsKeys;
  apiUrls: { moyasar: string; paymob: string };
  /** The api's public base URL (Paymob's `notification_url`). */
  publicUrl: string;
  timeoutMs?: number;
}

/**
 * The session a webhook body says it is about, read before it is checked, only to find whose
 * secret checks it (sandbox `session_id`; Moyasar `data.metadata.session_id`; Paymob `obj.order.merchant_order_id`).
 */
const claimedSession = (via: string, rawBody: string): string | null => {
  try {
    const body = JSON.parse(rawBody) as Record<string, unknown>;
    const at = (...path: string[]) =>
      path.reduce<unknown>(
        (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
        body,
      );
    const claimed =
      via === 'moyasar'
        ? at('data', 'metadata', 'session_id')
        : via === 'paymob'
          ? at('obj', 'order', 'merchant_order_id')
          : at('session_id');
    return typeof claimed === 'string' ? claimed : null;
  } catch {
    return null;
  }
};

/**
 * The api's payment adapter when tenants have their own providers: each call goes to the tenant's
 * adapter (its row in `tenant_payment_providers`, credentials opened with `SECRETS_KEY`), or to
 * `fallback` for a tenant without one. A stored session is answered by the adapter that made it
 * (found by its reference); a webhook is checked with the secret of the tenant whose session it names.
 */
export const tenantPaymentProviders = (options: TenantProvidersOptions): PaymentProvider => {
  const { db, fallback } = options;
  const built = new Map<number, { sealed: string; adapter: PaymentProvider }>();

  const build = (tenantId: number, provider: string, sealed: string): PaymentProvider => {
    const cached = built.get(tenantId);
    if (cached?.sealed === sealed) return cached.adapter;
    const opened = openWithKeys(options.secretsKeys, tenantId, sealed);
    if (opened === null)
      throw new Error(`The payment credentials of tenant ${tenantId} open neither with SECRETS_KEY nor with SECRETS_KEY_PREVIOUS.`);
    const json: unknown = JSON.parse(opened.plain);
    let adapter: PaymentProvider;
    if (provider === 'moyasar') {
      const keys = TENANT_CREDENTIALS.moyasar.parse(json);
      adapter = moyasarProvider({
        apiUrl: options.apiUrls.moyasar,
        secretKey: keys.secret_key,
        publishableKey: keys.publishable_key,
        webhookSecret: keys.webhook_secret,
        stcPay: keys.stc_pay ?? false,
        ...(keys.apple_pay_association ? { applePayAssociation: keys.apple_pay_association } : {}),
        timeoutMs: options.timeoutMs,
      });
    } else if (provider === 'paymob') {
      const keys = TENANT_CREDENTIALS.paymob.parse(json);
      adapter = paymobProvider({
        apiUrl: options.apiUrls.paymob,
        secretKey: keys.secret_key,
        publicKey: keys.public_key,
        apiKey: keys.api_key,
        hmacSecret: keys.hmac_secret,
        integrationIds: keys.integration_ids,
        notificationUrl: `${options.publicUrl}/api/v1/payment/webhooks/paymob`,
        timeoutMs: options.timeoutMs,
      });
    } else if (provider === fallback.name) {
      adapter = fallback;
    } else {
      throw new Error(`Tenant ${tenantId} names an unknown payment provider: ${provider}.`);
    }
    built.set(tenantId, { sealed, adapter });
    return adapter;
  };

  /** The tenant's adapter, or the fallback when it has none; `provider` asks for that one (a stored session's). */
  const adapterOf = async (tenantId: number, provider?: string): Promise<PaymentProvider> => {
    const row = await findTenantPaymentRow(db, tenantId);
    if (row && (provider === undefined || row.provider === provider)) return build(tenantId, row.provider, row.credentials);
    if (provider === undefined || provider === fallback.name) return fallback;
    throw new Error(`Tenant ${tenantId} no longer has the credentials of ${provider}.`);
  };

  const byReference = async (providerRef: string): Promise<PaymentProvider> => {
    const owner = (await findSessionReferenceOwner(db, providerRef)) ?? (await findDepositReferenceOwner(db, providerRef));
    return owner ? adapterOf(owner.tenant_id, owner.provider) : fallback;
  };

  return {
    name: fallback.name,
    webhookNames: [...new Set([...(fallback.webhookNames ?? [fallback.name]), 'moyasar', 'paymob'])],
    onlineProviderFor: async (tenantId) => {
      const row = await findTenantPaymentRow(db, tenantId);
      return row ? row.provider : onlineProviderOf(fallback, tenantId);
    },
    createSession: async (input) => {
      const tenant = await findTenantByName(db, input.tenantName);
      const adapter = tenant ? await adapterOf(tenant.id) : fallback;
      return { ...(await adapter.createSession(input)), provider: adapter.name };
    },
    applePayAssociation: async (tenantId) => {
      const row = await findTenantPaymentRow(db, tenantId);
      return row ? ((await build(tenantId, row.provider, row.credentials).applePayAssociation?.(tenantId)) ?? null) : null;
    },
    verify: async (providerRef) => (await byReference(providerRef)).verify(providerRef),
    refund: async (request) => (await byReference(request.providerRef)).refund(request),
    parseWebhook: async (rawBody, headers, query, via = fallback.name) => {
      const sessionId = claimedSession(via, rawBody);
      const tenantId =
        sessionId === null ? null : ((await findSessionTenantId(db, sessionId)) ?? (await findDepositTenantId(db, sessionId)));
      if (tenantId === null) return via === fallback.name ? fallback.parseWebhook(rawBody, headers, query) : null;
      const adapter = await adapterOf(tenantId, via).catch(() => null);
      return adapter && adapter.name === via ? adapter.parseWebhook(rawBody, headers, query) : null;
    },
  };
};
