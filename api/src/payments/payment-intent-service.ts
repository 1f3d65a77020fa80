import { randomBytes } from 'node:crypto';
import { isOnlineMethod, type PaymentSession } from '@storefront/shared/contracts';
import { cardFormOf } from './card-form';
import { DomainError } from '../domain/domain-error';
import { emitOrderUpdated } from '../orders/order-events';
import { findOrder, lockPayableOrder, type PayableOrder } from '../orders/order-repository';
import { readOrderSettings } from '../orders/order-settings';
import { isUnpaidExpired, unpaidExpiresAt } from '../orders/unpaid-expiry';
import { expireIfUnpaidTooLong } from '../orders/unpaid-order-service';
import { withOpeningLock } from './opening-lock';
import { findOpenSession, insertSession, voidOpenSessions, type SessionRow } from './payment-session-repository';
import { SESSION_MINUTES, settleSession, toSession, type SettleDeps } from './payment-session-service';
import { verifySessionPayment } from './verified-payment';

const MINUTE = 60_000;
/** Rounds of "look, settle what the provider decided, look again" before giving up (each settles one session). */
const ATTEMPTS = 3;

/** Why the order cannot take a payment now, or null when it can. */
const refusal = (order: PayableOrder | null, now: Date, expiryMinutes: number): DomainError | null => {
  if (!order) return new DomainError('order_not_available', { variant: 'missing' });
  if (!isOnlineMethod(order.payment_method)) return new DomainError('order_not_paid_online');
  if (order.paid_at !== null || order.amount_due_minor === 0) return new DomainError('order_already_paid');
  const expired =
    order.status === 'canceled' && isUnpaidExpired({ status: 'callcenter_pending', created_at: order.created_at }, now, expiryMinutes);
  if (expired || isUnpaidExpired(order, now, expiryMinutes)) return new DomainError('order_expired');
  if (order.status !== 'callcenter_pending') return new DomainError('order_not_available', { variant: 'not_payable' });
  return null;
};

/**
 * The order's one payment intent (docs/api.md, "Payments"): its open session when the provider is
 * still waiting on it, else a new one, the old one voided. A session the provider already decided is
 * settled first, so a paid one answers 409 "already paid" instead of a second payment. Parallel
 * calls, on any api instance, open one at a time (`withOpeningLock`, taken before the provider is
 * asked): one provider session is created and the others answer it.
 */
export const openPaymentIntent = (
  deps: SettleDeps,
  tenant: { id: number; name: string },
  orderId: number,
  returnUrlOf: (sessionId: string) => Promise<string> | string,
): Promise<PaymentSession> => withOpeningLock(deps.db, 'order', orderId, () => openOnce(deps, tenant, orderId, returnUrlOf));

const openOnce = async (
  deps: SettleDeps,
  tenant: { id: number; name: string },
  orderId: number,
  returnUrlOf: (sessionId: string) => Promise<string> | string,
): Promise<PaymentSession> => {
  const { db, provider, clock, realtime } = deps;
  const settings = await readOrderSettings(db, tenant.id);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const now = clock();
    const order = await findOrder(db, tenant.id, orderId);
    const refused = refusal(order, now, settings.unpaidExpiryMinutes);
    if (refused || !order) {
      if (order?.status === 'callcenter_pending') {
        const expired = await expireIfUnpaidTooLong(db, tenant.id, orderId, now, settings.unpaidExpiryMinutes);
        if (expired) emitOrderUpdated(realtime, tenant.name, expired);
      }
      throw refused ?? new DomainError('order_not_available', { variant: 'missing' });
    }
    const open = await findOpenSession(db, tenant.id, orderId);
    if (open) {
      const verified = await verifySessionPayment(provider, open);
      if (verified.status === 'pending' && new Date(open.expires_at) > now) return toSession(open);
      if (verified.status !== 'pending') {
        await settleSession(deps, open, tenant.name);
        continue;
      }
    }
    const id = `ps_${randomBytes(16).toString('hex')}`;
    const created = await provider.createSession({
      sessionId: id,
      amountMinor: order.amount_due_minor,
      currency: order.currency,
      method: order.payment_method === 'card' ? 'card' : 'hosted',
      orderNumber: order.number,
      tenantName: tenant.name,
      returnUrl: await returnUrlOf(id),
    });
    const stored = await db.transaction(async (tx): Promise<SessionRow | null> => {
      const locked = await lockPayableOrder(tx, tenant.id, orderId);
      if (refusal(locked, now, settings.unpaidExpiryMinutes) || !locked) return null;
      const current = await findOpenSession(tx, tenant.id, orderId);
      // Another call stored its session first: that one is the intent (ours is never shown to anyone).
      if (current && current.id !== open?.id && new Date(current.expires_at) > now) return current;
      await voidOpenSessions(tx, tenant.id, orderId, now);
      const expiresAt = Math.min(
        now.getTime() + SESSION_MINUTES * MINUTE,
        unpaidExpiresAt(locked.created_at, settings.unpaidExpiryMinutes).getTime(),
      );
      return insertSession(tx, {
        id,
        tenant_id: tenant.id,
        order_id: orderId,
        provider: created.provider ?? provider.name,
        provider_ref: created.providerRef,
        method: order.payment_method === 'card' ? 'card' : 'hosted',
        amount_minor: locked.amount_due_minor,
        currency: locked.currency,
        redirect_url: created.redirectUrl,
        card_form: cardFormOf(created),
        expires_at: new Date(expiresAt),
        created_at: now,
      });
    });
    if (stored) return toSession(stored);
  }
  throw new DomainError('payment_not_started');
};
