import type { Db } from '../db/db';
import { customerOrderRecord } from '../orders/order-repository';

/** Failed online payments within an hour from which a known customer is asked the human check again. */
export const RECENT_PAYMENT_FAILURES_LIMIT = 3;

/**
 * Whether placing an order needs the human check: a customer none of whose orders was ever paid or
 * delivered (a new account, or one that only ever placed orders it never took), or one whose online
 * payments failed again and again within the last hour (card testing). A customer with orders
 * behind them is not asked on every order.
 */
export const orderNeedsHumanCheck = async (db: Db, tenantId: number, customerId: number, now: Date): Promise<boolean> => {
  const { trusted, failures } = await customerOrderRecord(db, tenantId, customerId, now);
  return !trusted || failures >= RECENT_PAYMENT_FAILURES_LIMIT;
};
