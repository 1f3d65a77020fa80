import { operatorOrderGetPath, operatorOrderPath, operatorOrderResponseSchema } from '@storefront/shared/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { SUFRA } from '../../seed/tenants/sufra';
import { loggedRequests } from './access-log';
import type { CardOrder } from './flow-card-order';
import type { RunContext } from './run-context';
import { callApi, expectStatus, operator } from './run-http';

/** How long Moyasar's stand-in takes per refund, so the two cancels surely overlap. */
const REFUND_DELAY_MS = 300;
const REFUND_WAIT_MS = 10_000;

/**
 * The restaurant cancels the paid order twice at once through nginx (round robin: one call per
 * instance): one cancel wins, the other answers 409, and Moyasar receives one refund of the whole
 * amount. Answers the instances that took the two calls.
 */
export const cancelTwiceRefundOnce = async (context: RunContext, order: CardOrder, paymentId: string): Promise<string[]> => {
  const { moyasar } = context.standIns;
  moyasar.refundDelayMs = REFUND_DELAY_MS;
  const steps = ['cancel-1', 'cancel-2'];
  const answers = await Promise.all(
    steps.map((step) =>
      callApi(context.proxyUrl, operatorOrderPath(order.id, 'cancel'), {
        headers: operator(SUFRA),
        body: { reason: 'Closing early' },
        step,
      }),
    ),
  );
  const statuses = answers.map((answer) => answer.status).sort();
  if (statuses.join() !== '200,409')
    throw new Error(
      `the two parallel cancels answered ${statuses.join(' and ')}, not 200 and 409: ${JSON.stringify(answers.map((a) => a.body))}`,
    );

  // The winning cancel gives the refund to Moyasar itself; its answer may come before Moyasar's.
  const until = Date.now() + REFUND_WAIT_MS;
  for (;;) {
    const read = await callApi(context.proxyUrl, operatorOrderGetPath(order.id), { headers: operator(SUFRA) });
    expectStatus('reading the canceled order', read, 200);
    const { refund, status } = operatorOrderResponseSchema.parse(read.body).data;
    if (status !== 'canceled') throw new Error(`the order is ${status} after the cancel, not canceled`);
    if (refund?.status === 'refunded') break;
    if (refund?.status === 'failed') throw new Error(`Moyasar refused the refund: ${refund.message}`);
    if (Date.now() > until)
      throw new Error(`the refund is still ${refund?.status ?? 'missing'} ${REFUND_WAIT_MS / 1000} s after the cancel`);
    await sleep(100);
  }

  const refundCalls = moyasar.requests.filter(
    (request) => request.method === 'POST' && request.path === `/v1/payments/${paymentId}/refund`,
  );
  if (refundCalls.length !== 1) throw new Error(`Moyasar received ${refundCalls.length} refund calls for the payment, not 1`);
  const payment = moyasar.payments.get(paymentId);
  if (payment?.refunded !== order.form.amount_minor)
    throw new Error(`Moyasar refunded ${payment?.refunded ?? 0} of ${order.form.amount_minor} halalas, not the whole payment`);

  const logged = await loggedRequests(context.accessLog, (request) => steps.includes(request.step), steps.length);
  return logged.map((request) => request.upstream);
};
