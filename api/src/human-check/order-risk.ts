import type { Db } from '../db/db';
import { humanCheckRecord } from './human-check-pass-repository';

/** Failed online payments within an hour (and since the last answer) from which a customer is asked the human check. */
export const RECENT_PAYMENT_FAILURES_LIMIT = 3;

/** Units in one basket above which a customer with no paid or collected order is asked (an unusual first order). */
export const UNUSUAL_BASKET_UNITS = 20;

/** How long an answered human check holds at checkout: a failed placement does not ask it again. */
export const HUMAN_CHECK_PASS_MS = 30 * 60_000;

const HOUR_MS = 60 * 60_000;

/**
 * Whether placing an order needs the human check (docs/security.md, "Human check at checkout"). Every
 * account's mobile was proven by a code (login by code, or signup's code), so a logged-in customer
 * with a normal basket is not asked. Asked: a customer with no paid or collected order whose basket
 * holds more than UNUSUAL_BASKET_UNITS units, and anyone whose online payments failed
 * RECENT_PAYMENT_FAILURES_LIMIT times within the hour (card testing). An answer given within
 * HUMAN_CHECK_PASS_MS holds, unless as many payments failed after it. `basketUnits`: the units of
 * the basket being placed (0 when not known yet: the placement asks again with its basket).
 */
export const orderNeedsHumanCheck = async (db: Db, tenantId: number, customerId: number, now: Date, basketUnits = 0): Promise<boolean> => {
  const { passedAt, trusted, failures } = await humanCheckRecord(db, tenantId, customerId, {
    failedSince: new Date(now.getTime() - HOUR_MS),
    passValidSince: new Date(now.getTime() - HUMAN_CHECK_PASS_MS),
  });
  if (failures >= RECENT_PAYMENT_FAILURES_LIMIT) return true;
  if (passedAt) return false;
  return !trusted && basketUnits > UNUSUAL_BASKET_UNITS;
};
