import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock';
import type { Db } from './db/db';
import { sweepUnpaidOrders } from './orders/unpaid-order-service';
import type { PaymentProvider } from './payments/payment-provider';
import { sendUnsentRefunds } from './payments/refund-sweep';
import { askOpenSessionsBeforeExpiry } from './payments/unpaid-session-check';
import type { Realtime } from './realtime/realtime';
import { sweepExpiredHolds } from './reservations/hold-sweep';
import { sweepExpiredVouchers } from './rewards/reward-service';

/**
 * Every `periodMs` (0: never): unpaid online orders past their expiry (their open payment asked about first),
 * reservation holds that ran out, vouchers that expired unused (their points come back) and card refunds left
 * unsent. Each sweep's failure is logged; the timer stops when the app closes.
 */
export const startBackgroundSweeps = (
  app: FastifyInstance,
  { db, clock, realtime, payments }: { db: Db; clock: Clock; realtime: Realtime; payments: PaymentProvider },
  periodMs: number,
): void => {
  if (periodMs <= 0) return;
  const logged = (name: string) => (error: unknown) => app.log.error({ err: error }, name);
  const sweep = () => {
    void askOpenSessionsBeforeExpiry({ db, clock, realtime, provider: payments })
      .then(() => sweepUnpaidOrders({ db, clock, realtime }))
      .catch(logged('unpaid sweep'));
    void sweepExpiredHolds({ db, clock, realtime }).catch(logged('hold sweep'));
    void sweepExpiredVouchers({ db, clock }).catch(logged('voucher sweep'));
    void sendUnsentRefunds({ db, clock, realtime, provider: payments }).catch(logged('refund sweep'));
  };
  const timer = setInterval(sweep, periodMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
