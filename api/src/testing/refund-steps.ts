import { HEADERS, OPERATOR_KEY_HEADER, OPERATOR_SETTINGS_PATH } from '@storefront/shared/contracts';
import type { Clock } from '../clock';
import { PAYMENT_PROVIDERS } from '../payments/payment-providers';
import { sendUnsentRefunds } from '../payments/refund-sweep';
import type { DemoTenant } from '../seed/demo-tenant';
import { call } from './test-app';
import type { ApiSuite } from './test-suite';

/** Sets the tenant's `payment.refund_destination` as its restaurant does, through the operator API. */
export const setRefundDestination = async (suite: ApiSuite, tenant: DemoTenant, value: 'card' | 'wallet'): Promise<void> => {
  const answer = await call(suite.api, OPERATOR_SETTINGS_PATH, {
    method: 'PUT',
    headers: { [HEADERS.tenant]: tenant.name, [OPERATOR_KEY_HEADER]: tenant.operatorKey, 'content-type': 'application/json' },
    body: JSON.stringify({ key: 'payment.refund_destination', value }),
  });
  if (answer.status !== 200) throw new Error(`the refund destination was refused: ${answer.status} ${JSON.stringify(answer.body)}`);
};

/** What the api's refunds run on over the suite's database: the sandbox adapter, as the api's timer has it. */
export const sandboxRefundDeps = (suite: ApiSuite, clock: Clock) => ({
  db: suite.db,
  clock,
  realtime: suite.api.app.realtime,
  provider: PAYMENT_PROVIDERS.sandbox({ db: suite.db, clock, publicUrl: suite.api.url, sandboxSecret: 'unused' }),
});

/** One run of the api's refund sweep over the suite's database (as the api's timer runs it). */
export const refundSweep = (suite: ApiSuite, clock: Clock) => () => sendUnsentRefunds(sandboxRefundDeps(suite, clock));
