import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { MOYASAR_DEFAULT_API_URL, moyasarProvider, type MoyasarSettings } from './moyasar-provider';
import type { PaymentProvider } from './payment-provider';
import { PAYMOB_DEFAULT_API_URL, paymobProvider, type PaymobSettings } from './paymob-provider';
import { noOnlinePaymentProvider } from './no-online-payment-provider';
import { sandboxProvider } from './sandbox-provider';
import { secretsKeysOf } from './secrets-keys';
import { tenantPaymentProviders } from './tenant-payment-providers';

export interface PaymentProviderContext {
  db: Db;
  clock: Clock;
  /** The api's public base URL (for pages it serves itself). */
  publicUrl: string;
  sandboxSecret: string;
  /** The api-wide Moyasar keys (`MOYASAR_*`), when PAYMENT_PROVIDER=moyasar. */
  moyasar?: MoyasarSettings | null;
  /** The api-wide Paymob keys (`PAYMOB_*`), when PAYMENT_PROVIDER=paymob. */
  paymob?: Omit<PaymobSettings, 'notificationUrl'> | null;
}

const required = <T>(settings: T | null | undefined, name: string): T => {
  if (!settings) throw new Error(`PAYMENT_PROVIDER=${name} needs its keys in the environment (docs/api.md, "Payment adapters").`);
  return settings;
};

/** Online payment adapters by name (`PAYMENT_PROVIDER`, the one of a tenant without its own provider). */
export const PAYMENT_PROVIDERS = {
  sandbox: (context: PaymentProviderContext): PaymentProvider =>
    sandboxProvider({ db: context.db, clock: context.clock, publicUrl: context.publicUrl, webhookSecret: context.sandboxSecret }),
  moyasar: (context: PaymentProviderContext): PaymentProvider => moyasarProvider(required(context.moyasar, 'moyasar')),
  paymob: (context: PaymentProviderContext): PaymentProvider =>
    paymobProvider({ ...required(context.paymob, 'paymob'), notificationUrl: `${context.publicUrl}/api/v1/payment/webhooks/paymob` }),
  /** No platform-wide provider: only tenants with their own take online payment. */
  none: (): PaymentProvider => noOnlinePaymentProvider(),
} as const;
export type PaymentProviderName = keyof typeof PAYMENT_PROVIDERS;

/** Payment settings of the environment beyond PAYMENT_PROVIDER (config.ts). */
export interface PaymentSettings {
  moyasar: MoyasarSettings | null;
  paymob: Omit<PaymobSettings, 'notificationUrl'> | null;
  /** `SECRETS_KEY`: unset, tenants cannot have their own providers (every tenant pays through PAYMENT_PROVIDER). */
  secretsKey: Buffer | null;
  /** `SECRETS_KEY_PREVIOUS`: credentials not yet re-sealed under SECRETS_KEY (`npm run secrets -- rotate`) still open with it. */
  previousSecretsKey: Buffer | null;
  /** `MOYASAR_API_URL`, `PAYMOB_API_URL`. */
  apiUrls: { moyasar: string; paymob: string };
  /** How long a provider call waits (tests shorten it). */
  timeoutMs?: number;
}

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  moyasar: null,
  paymob: null,
  secretsKey: null,
  previousSecretsKey: null,
  apiUrls: { moyasar: MOYASAR_DEFAULT_API_URL, paymob: PAYMOB_DEFAULT_API_URL },
};

/** The api's adapter: PAYMENT_PROVIDER's, or (with SECRETS_KEY) each tenant's own, PAYMENT_PROVIDER's for the others. */
export const paymentProviderOf = (
  name: PaymentProviderName,
  context: PaymentProviderContext,
  settings: PaymentSettings,
): PaymentProvider => {
  const fallback = PAYMENT_PROVIDERS[name]({ ...context, moyasar: settings.moyasar, paymob: settings.paymob });
  const secretsKeys = secretsKeysOf(settings);
  if (!secretsKeys) return fallback;
  return tenantPaymentProviders({
    db: context.db,
    fallback,
    secretsKeys,
    apiUrls: settings.apiUrls,
    publicUrl: context.publicUrl,
    timeoutMs: settings.timeoutMs,
  });
};
