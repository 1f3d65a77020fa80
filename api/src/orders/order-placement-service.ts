import {
  VALIDATION,
  firstTimeZone,
  isOnlineMethod,
  toMinor,
  type Order,
  type OrderStatus,
  type PaymentSession,
  type placeOrderBodySchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import { DomainError } from '../domain/domain-error';
import { recordHumanCheckPass } from '../human-check/human-check-pass-repository';
import { orderNeedsHumanCheck } from '../human-check/order-risk';
import { writePointsEntry, writeWalletEntry } from '../ledgers/ledger-repository';
import type { RequestTenant } from '../tenancy/request-tenant';
import type { Queryable } from '../db/db';
import { lockCustomer } from '../customers/customer-repository';
import { takeAdvisoryLock } from '../db/advisory-lock';
import type { PlaceOrderDeps } from './place-order-deps';
import { resumePayment } from '../payments/resume-payment';
import { onlineProviderOf } from '../payments/payment-provider';
import { ONLINE_PAYMENT_NOT_OFFERED_MESSAGE } from '../payments/no-online-payment-provider';
import { refuseClosedCart } from '../cart/cart-ordered';
import { saveCart } from '../cart/cart-repository';
import { changesSinceSeen } from '../cart/cart-seen';
import { checkoutContext } from './checkout-service';
import { placedOrder } from './customer-order-service';
import { toOrder } from './order-answer';
import { checkoutTotals } from './checkout-totals';
import { reserveCouponUse } from './coupon-service';
import { checkIdempotencyKey, claimIdempotencyKey, releaseIdempotencyKey, requestHash } from './idempotency-service';
import { emitOrderUpdated } from './order-events';
import { estimatedAt, estimateMinutes } from './order-estimate';
import { slotCounts, storePlacement } from './order-repository';
import { pointsRefusalError } from './points-terms';
import { zatcaSeller } from './order-settings';
import { unpaidCutoff } from './unpaid-expiry';

export type PlaceOrderBody = z.output<typeof placeOrderBodySchema>;

/** Scheduled orders of one branch are placed one at a time (advisory lock on this class and the branch id): slot capacity. */
const SCHEDULED_SLOT_LOCK = 7_311_040;

const NO_REFUND = { refund_amount_minor: null, refund_destination: null, refund_status: null, refund_created_at: null } as const;

const basketUnits = (lines: readonly { quantity: number }[]): number => lines.reduce((units, line) => units + line.quantity, 0);

/**
 * The human check of a placement, when the risk asks for it (`order-risk.ts`): a right answer is
 * remembered, so a placement that fails after it (a slot taken, a declined card) is not asked again.
 */
const passHumanCheck = async (
  { db, humanCheck }: PlaceOrderDeps,
  tenantId: number,
  customerId: number,
  sent: PlaceOrderBody['human_check'],
  units: number,
  now: Date,
): Promise<void> => {
  if (!(await orderNeedsHumanCheck(db, tenantId, customerId, now, units))) return;
  if (!sent || !(await humanCheck(tenantId).verify(sent.key, sent.answer)))
    throw new DomainError('human_check_failed', { errors: { human_check: [VALIDATION.humanCheck] } });
  await recordHumanCheckPass(db, tenantId, customerId, now);
};

export interface PlaceOrderResult {
  kind: 'placed' | 'replayed';
  order: Order;
  payment: PaymentSession | null;
}

/**
 * Places an order once per Idempotency-Key (docs/api.md, "POST /api/v1/order/orders"): every amount is
 * computed here; wallet and points used are written to the ledgers in the same transaction.
 */
export const placeOrder = async (
  deps: PlaceOrderDeps,
  tenant: RequestTenant,
  customerId: number,
  body: PlaceOrderBody,
  keyHeader: string | undefined,
): Promise<PlaceOrderResult> => {
  const { db, clock } = deps;
  const key = checkIdempotencyKey(keyHeader);
  const scope = { tenantId: tenant.id, customerId };
  const { human_check: _check, ...hashed } = body;
  const claim = await claimIdempotencyKey(db, clock, scope, key, requestHash(hashed));
  if (claim.kind === 'done')
    return {
      kind: 'replayed',
      order: await placedOrder(db, tenant, customerId, claim.orderId),
      payment: await resumePayment(deps, tenant, claim.orderId),
    };
  try {
    const now = clock();
    const settings = await deps.orderSettings(tenant.id);
    const context = await checkoutContext(db, tenant, customerId, body, settings, now);
    if (isOnlineMethod(body.payment_method) && (await onlineProviderOf(deps.payments, tenant.id)) === null)
      throw new DomainError('payment_method_unavailable', { message: ONLINE_PAYMENT_NOT_OFFERED_MESSAGE });
    // Never a total the customer has not seen: a cart this check cleaned, or one that differs from what was seen.
    const changes = changesSinceSeen(body.cart_seen, context.cart);
    if (changes) {
      if (context.cleaned) await saveCart(db, tenant.id, context.cleaned);
      throw new DomainError('cart_changed', { details: changes });
    }
    await passHumanCheck(deps, tenant.id, customerId, body.human_check, basketUnits(context.lines), now);
    if (!context.cart.minimum_order_met) throw new DomainError('minimum_order_not_met');
    if (context.couponRefusal) throw new DomainError(context.couponRefusal);

    // Locks, always in this order (so two placements never wait for each other in a circle): the
    // branch's slots for a scheduled order, the coupon, the customer when it spends points or wallet,
    // and last the cart and the tenant's order number, taken by the placement's one statement.
    const place = async (tx: Queryable) => {
      if (context.scheduledAt) {
        await takeAdvisoryLock(tx, SCHEDULED_SLOT_LOCK, context.branch.id);
        const until = new Date(context.scheduledAt.getTime() + 1);
        const cutoff = unpaidCutoff(now, settings.unpaidExpiryMinutes);
        const counts = await slotCounts(tx, tenant.id, context.branch.id, context.scheduledAt, until, cutoff);
        if ((counts.get(context.scheduledAt.getTime()) ?? 0) >= settings.slotCapacity)
          throw new DomainError('slot_invalid', { variant: 'order' });
      }
      if (context.coupon) await reserveCouponUse(tx, tenant.id, context.coupon, customerId);
      if (body.use_points || body.use_wallet) await lockCustomer(tx, tenant.id, customerId);
      const totals = await checkoutTotals(tx, tenant.id, customerId, context, settings, body);
      if (body.use_points && totals.points_refusal !== null) throw pointsRefusalError(settings);
      if (body.use_wallet && totals.wallet_refusal !== null) throw new DomainError('wallet_unavailable');
      const dueMinor = toMinor(totals.amount_due);
      const status: OrderStatus = isOnlineMethod(body.payment_method) && dueMinor > 0 ? 'callcenter_pending' : 'created';
      const estimate = estimatedAt({
        now,
        minutes: estimateMinutes(context.branch, context.etaMinutes),
        scheduledAt: context.scheduledAt,
        hours: context.branch.working_hours,
        timeZone: firstTimeZone(tenant.country),
      });
      const order = await storePlacement(
        tx,
        tenant.id,
        {
          customer_id: customerId,
          branch_id: context.branch.id,
          cart_id: context.cart.cart_id,
          type: context.cart.order_type ?? 'pickup',
          status,
          currency: context.cart.currency,
          lines: context.lines,
          subtotal_minor: toMinor(totals.subtotal),
          discount_minor: toMinor(totals.discount),
          coupon_id: context.coupon?.id ?? null,
          coupon_code: context.coupon?.code ?? null,
          delivery_fee_minor: toMinor(totals.delivery_fee),
          additional_charges_minor: toMinor(totals.additional_charges),
          insurance_minor: toMinor(totals.insurance),
          vat_percent: totals.vat_percent,
          vat_included: totals.vat_included,
          vat_minor: toMinor(totals.vat),
          total_minor: toMinor(totals.total),
          points_used: totals.points_used,
          points_discount_minor: toMinor(totals.points_discount),
          wallet_discount_minor: toMinor(totals.wallet_discount),
          amount_due_minor: dueMinor,
          payment_method: body.payment_method,
          delivery_time: body.delivery_time,
          scheduled_at: context.scheduledAt,
          estimated_at: estimate,
          address: context.address,
          vehicle: context.vehicle,
          table_id: context.table?.id ?? null,
          table_name: context.table?.name ?? null,
          session_id: body.session_id ?? null,
          notes: body.notes,
          created_at: now,
        },
        key,
      );
      // One cart becomes at most one order, whatever Idempotency-Keys are sent: another order closed it first, a 409.
      if (!order) return refuseClosedCart(tx, tenant.id, context.cart.cart_id);
      const entry = { tenantId: tenant.id, customerId, reason: `Paid part of order #${order.number}`, reasonCode: 'order_paid' as const };
      if (totals.points_used > 0) await writePointsEntry(tx, { ...entry, amount: -totals.points_used, reference: `#${order.number}`, now });
      if (totals.wallet_discount > 0)
        await writeWalletEntry(tx, { ...entry, amount: -totals.wallet_discount, reference: `#${order.number}`, now });
      return {
        ...order,
        status,
        dueMinor,
        estimated_at: estimate,
      };
    };
    // Without a slot, a coupon or a balance to spend, the placement is that one statement, atomic on its own: no
    // transaction (on PGlite one holds the only connection while the threads pass each statement back and forth).
    const alone = !context.scheduledAt && !context.coupon && !body.use_points && !body.use_wallet;
    const placed = alone ? await place(db) : await db.transaction(place);
    emitOrderUpdated(deps.realtime, tenant.name, {
      id: placed.id,
      customer_id: customerId,
      status: placed.status,
      estimated_at: placed.estimated_at,
    });

    if (placed.status !== 'callcenter_pending') {
      // Nothing changes an order taking no payment now: its answer is the row its INSERT returned.
      const row = { ...placed, branch_name_ar: context.branch.name_ar, branch_name_en: context.branch.name_en, ...NO_REFUND };
      return { kind: 'placed', order: toOrder(row, tenant.country, zatcaSeller(settings)), payment: null };
    }
    const payment = await resumePayment(deps, tenant, placed.id);
    return { kind: 'placed', order: await placedOrder(db, tenant, customerId, placed.id, settings), payment };
  } catch (error) {
    await releaseIdempotencyKey(db, scope, key);
    throw error;
  }
};
