const MINUTE = 60_000;

/**
 * Orders placed online and still `callcenter_pending` created at or before this moment have expired
 * (`order.unpaid_expiry_minutes`): they no longer hold a slot, cannot be paid, and the sweep cancels
 * them and gives back their wallet and points. The slot count, the payment calls and the sweep all use it.
 */
export const unpaidCutoff = (now: Date, expiryMinutes: number): Date => new Date(now.getTime() - expiryMinutes * MINUTE);

/** When an unpaid order placed at `createdAt` expires. */
export const unpaidExpiresAt = (createdAt: Date, expiryMinutes: number): Date =>
  new Date(new Date(createdAt).getTime() + expiryMinutes * MINUTE);

export const isUnpaidExpired = (order: { status: string; created_at: Date }, now: Date, expiryMinutes: number): boolean =>
  order.status === 'callcenter_pending' && new Date(order.created_at).getTime() <= unpaidCutoff(now, expiryMinutes).getTime();
