import type { OperatorOrderAction, OrderStatus, OrderTypeName } from '@storefront/shared/contracts';

/** The status an operator action moves an order to from `status`, or null when it may not (docs/api.md, "Operator: orders"). */
export const nextStatus = (
  action: OperatorOrderAction,
  order: { status: OrderStatus; type: OrderTypeName; paid: boolean; paidMinor: number; refundMinor: number },
): OrderStatus | null => {
  const { status, type } = order;
  switch (action) {
    case 'accept':
      return status === 'created' ? 'accepted' : null;
    case 'prepare':
    case 'ready':
      return status === 'accepted' ? 'ready' : null;
    case 'dispatch':
      return status === 'ready' && type === 'delivery' ? 'outdelivery' : null;
    case 'deliver':
      return status === 'outdelivery' || (status === 'ready' && type !== 'delivery') ? 'delivered' : null;
    case 'cancel':
      return ['created', 'accepted', 'ready', 'callcenter_pending'].includes(status) ? 'canceled' : null;
    case 'refund':
      if (!order.paid || !['delivered', 'canceled', 'partially_refunded'].includes(status)) return null;
      if (order.refundMinor <= 0 || order.refundMinor > order.paidMinor) return null;
      return order.refundMinor < order.paidMinor ? 'partially_refunded' : 'refunded';
  }
};
