const HOUR = 3_600_000;

/** The deposit's refund rule applied to one reservation (docs/api.md, "Reservations"). */
export interface RefundRule {
  hours: number;
  /** The last moment a customer's cancel still gives the deposit back: `hours` before the time. */
  deadline: Date;
  /** Whether a customer's cancel now gives it back. */
  refundable: boolean;
}

/** A paid deposit comes back when the customer cancels at least `refund_hours` before the time. */
export const refundRule = (startsAt: Date, refundHours: number, now: Date): RefundRule => {
  const deadline = new Date(new Date(startsAt).getTime() - refundHours * HOUR);
  return { hours: refundHours, deadline, refundable: now.getTime() <= deadline.getTime() };
};
