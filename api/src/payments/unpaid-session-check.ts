import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { findUnpaidOrderIds } from '../orders/order-repository';
import { readOrderSettings } from '../orders/order-settings';
import { unpaidCutoff } from '../orders/unpaid-expiry';
import type { Realtime } from '../realtime/realtime';
import { findTenantsWithUnpaidOrders } from '../tenancy/tenant-repository';
import type { PaymentProvider } from './payment-provider';
import { findOpenSession } from './payment-session-repository';
import { ProviderCallError } from './provider-http';
import { settleSession } from './payment-session-service';

/**
 * Before the unpaid-order sweep expires an order, its open payment session is asked about once more:
 * a customer who closed the bank's 3-D Secure page never came back to confirm, and a payment still
 * `initiated` at the provider leaves the order to expire as any unpaid one; one the provider took
 * settles as it would have on the customer's return. A provider that does not answer leaves the
 * order to the sweep (a payment that lands after the expiry is given back). Answers how many it asked.
 */
export const askOpenSessionsBeforeExpiry = async (deps: {
  db: Db;
  clock: Clock;
  realtime: Realtime;
  provider: PaymentProvider;
}): Promise<number> => {
  const { db, clock } = deps;
  let asked = 0;
  for (const tenant of await findTenantsWithUnpaidOrders(db)) {
    const settings = await readOrderSettings(db, tenant.id);
    for (const orderId of await findUnpaidOrderIds(db, tenant.id, unpaidCutoff(clock(), settings.unpaidExpiryMinutes))) {
      const open = await findOpenSession(db, tenant.id, orderId);
      if (!open) continue;
      asked += 1;
      await settleSession(deps, open, tenant.name).catch((error: unknown) => {
        if (!(error instanceof ProviderCallError)) throw error;
      });
    }
  }
  return asked;
};
