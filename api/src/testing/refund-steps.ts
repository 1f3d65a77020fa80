import type { Clock } from '../clock';
import { PAYMENT_PROVIDERS } from '../payments/payment-providers';
import { sendUnsentRefunds } from '../payments/refund-sweep';
import type { DemoTenant } from '../seed/demo-tenant';
import type { ApiSuite } from './test-suite';

/** Sets the tenant's `payment.refund_destination` (null: removed, refunds go to the card). */
export const setRefundDestination = (suite: ApiSuite, tenant: DemoTenant, value: 'card' | 'wallet' | null) =>
  value === null
    ? suite.db.query(`DELETE FROM settings WHERE key = 'payment.refund_destination'`)
    : suite.db.query(
        `INSERT INTO settings (tenant_id, key, value) SELECT id, 'payment.refund_destination', $2 FROM tenants WHERE name = $1
         ON CONFLICT (tenant_id, key) DO UPDATE SET value = EXCLUDED.value`,
        [tenant.name, value],
      );

/** One run of the api's refund sweep over the suite's database, through the sandbox adapter (as the api's timer runs it). */
export const refundSweep = (suite: ApiSuite, clock: Clock) => () =>
  sendUnsentRefunds({
    db: suite.db,
    clock,
    realtime: suite.api.app.realtime,
    provider: PAYMENT_PROVIDERS.sandbox({ db: suite.db, clock, publicUrl: suite.api.url, sandboxSecret: 'unused' }),
  });
