import type { MenuItem, OrderDraft } from '@storefront/shared';
import { schedulingUnavailable, type DeliveryTime } from '../order-type';

/**
 * What the item dialog offers:
 * - `sold_out`: nothing to add (no Add button);
 * - `schedule_needed`: a scheduled-only item on an order for now that can become a scheduled order
 *   ("Schedule for later" switches the draft, then Add works);
 * - `schedule_unavailable`: a scheduled-only item where no scheduled order is possible (dine-in, a
 *   branch or tenant without scheduled orders);
 * - `service_unavailable`: the menu's branch takes no order now (no Add);
 * - `orderable`: Add.
 */
export type ItemDialogState = 'sold_out' | 'service_unavailable' | 'schedule_needed' | 'schedule_unavailable' | 'orderable';

export const itemDialogState = (
  item: Pick<MenuItem, 'available' | 'scheduled_only'>,
  draft: Pick<OrderDraft, 'type' | 'branch_id' | 'branch_schedule_allowed' | 'delivery_time'>,
  tenantTimes: readonly DeliveryTime[],
  closed = false,
): ItemDialogState => {
  if (!item.available) return 'sold_out';
  if (closed) return 'service_unavailable';
  if (!item.scheduled_only || draft.delivery_time === 'schedule') return 'orderable';
  return schedulingUnavailable(draft, tenantTimes) ? 'schedule_unavailable' : 'schedule_needed';
};
