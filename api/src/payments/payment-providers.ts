import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { PaymentProvider } from './payment-provider';
import { sandboxProvider } from './sandbox-provider';

export interface PaymentProviderContext {
  db: Db;
  clock: Clock;
  /** The api's public base URL (for pages it serves itself). */
  publicUrl: string;
  sandboxSecret: string;
}

/** Online payment adapters by name (`PAYMENT_PROVIDER`); a real provider is one more entry. */
export const PAYMENT_PROVIDERS = {
  sandbox: (context: PaymentProviderContext): PaymentProvider =>
    sandboxProvider({ db: context.db, clock: context.clock, publicUrl: context.publicUrl, webhookSecret: context.sandboxSecret }),
} as const;
export type PaymentProviderName = keyof typeof PAYMENT_PROVIDERS;
