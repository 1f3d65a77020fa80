import type { Locale, OrderStatus } from '@storefront/shared/contracts';

/** What a push tells: a waiting party called (or called again), an order's new status, a reservation's change. */
export type PushNotice =
  | { kind: 'waiting'; event: 'called' | 'called_again'; branch: Record<Locale, string>; branchId: number }
  | { kind: 'order'; number: number; status: OrderStatus }
  | { kind: 'reservation'; id: number; event: 'confirmed' | 'cancelled' | 'refunded' };

/** An order's status in the customer's words (the storefront's own labels are the tenant's). */
const ORDER_STATUS_TEXT: Record<Locale, Record<OrderStatus, string>> = {
  ar: {
    created: 'استلمنا طلبك',
    accepted: 'طلبك قيد التحضير في المطبخ',
    ready: 'طلبك جاهز',
    outdelivery: 'طلبك في الطريق إليك',
    delivered: 'اكتمل طلبك',
    canceled: 'أُلغي طلبك',
    missed: 'فات موعد استلام طلبك',
    refunded: 'أُعيد مبلغ طلبك',
    partially_refunded: 'أُعيد جزء من مبلغ طلبك',
    callcenter_pending: 'طلبك بانتظار الدفع',
    b2b_pending: 'طلبك بانتظار الموافقة',
    b2b_canceled: 'أُلغي طلبك',
  },
  en: {
    created: 'We received your order',
    accepted: 'Your order is being prepared in the kitchen',
    ready: 'Your order is ready',
    outdelivery: 'Your order is on its way',
    delivered: 'Your order is completed',
    canceled: 'Your order was cancelled',
    missed: 'Your order was missed',
    refunded: 'Your order was refunded',
    partially_refunded: 'Part of your order was refunded',
    callcenter_pending: 'Your order is waiting for payment',
    b2b_pending: 'Your order is waiting for approval',
    b2b_canceled: 'Your order was cancelled',
  },
};

const TEXTS: Record<Locale, (notice: PushNotice) => string> = {
  ar: (notice) => {
    if (notice.kind === 'waiting')
      return notice.event === 'called'
        ? `حان دورك الآن في ${notice.branch.ar}! تفضل إلى الاستقبال.`
        : `نناديك مرة أخرى في ${notice.branch.ar}: تفضل إلى الاستقبال الآن.`;
    if (notice.kind === 'order') return `الطلب رقم ${notice.number}: ${ORDER_STATUS_TEXT.ar[notice.status]}.`;
    if (notice.event === 'confirmed') return `تم تأكيد حجزك رقم ${notice.id}.`;
    if (notice.event === 'cancelled') return `أُلغي حجزك رقم ${notice.id}.`;
    return `أُلغي حجزك رقم ${notice.id} وأُعيد إليك العربون.`;
  },
  en: (notice) => {
    if (notice.kind === 'waiting')
      return notice.event === 'called'
        ? `Your turn now at ${notice.branch.en}! Please come to the host stand.`
        : `Calling you again at ${notice.branch.en}: please come to the host stand now.`;
    if (notice.kind === 'order') return `Order #${notice.number}: ${ORDER_STATUS_TEXT.en[notice.status]}.`;
    if (notice.event === 'confirmed') return `Your reservation #${notice.id} is confirmed.`;
    if (notice.event === 'cancelled') return `Your reservation #${notice.id} was cancelled.`;
    return `Your reservation #${notice.id} was cancelled and its deposit refunded.`;
  },
};

/** The notification's title (the restaurant's name) and body, in the subscription's language. */
export const pushText = (
  lang: Locale,
  restaurant: { title_ar: string; title_en: string },
  notice: PushNotice,
): { title: string; body: string } => ({
  title: lang === 'en' ? restaurant.title_en : restaurant.title_ar,
  body: TEXTS[lang](notice),
});
