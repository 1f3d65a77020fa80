import { NO_TABLE, type Branch, type Locale, type OrderDraft, type OrderTypeName } from '@storefront/shared';
import type { DeliveryTime } from '../order-type';

/**
 * The draft after choosing where and how to order: the branch and its switches, the delivery time,
 * and nothing left over from another order type (a table outside dine-in, a location outside delivery).
 */
export const draftForBranch = (
  type: OrderTypeName,
  branch: Branch,
  deliveryTime: DeliveryTime | null,
  locale: Locale,
  current: OrderDraft,
): Partial<OrderDraft> => ({
  type,
  branch_id: branch.id,
  branch_name: branch.names[locale],
  branch_names: branch.names,
  branch_asap_allowed: branch.asap_allowed,
  branch_schedule_allowed: branch.schedule_allowed,
  delivery_time: deliveryTime,
  scheduled_day: deliveryTime === 'schedule' ? current.scheduled_day : null,
  scheduled_period: deliveryTime === 'schedule' ? current.scheduled_period : null,
  delivery_location: type === 'delivery' ? current.delivery_location : null,
  vehicle: type === 'curbside' ? current.vehicle : null,
  ...(type === 'dine_in' ? {} : NO_TABLE),
});
