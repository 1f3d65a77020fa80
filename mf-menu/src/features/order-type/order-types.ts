import type { Branch, BranchStatus, OrderDraft, OrderTypeName } from '@storefront/shared';

/** The order of the choices on the home page. */
export const ORDER_TYPES: readonly OrderTypeName[] = ['delivery', 'pickup', 'curbside', 'dine_in'];

export type DeliveryTime = 'asap' | 'schedule';

/**
 * The order types to offer: those the tenant allows (`order.order_types`; every type when the
 * setting is absent) that at least one branch takes.
 */
export const availableOrderTypes = (tenantTypes: readonly string[], branches: readonly Branch[]): OrderTypeName[] =>
  ORDER_TYPES.filter(
    (type) => (tenantTypes.length === 0 || tenantTypes.includes(type)) && branches.some((branch) => branch.order_types.includes(type)),
  );

/** The delivery times the tenant allows (`order.order_delivery_time_options`; ASAP when absent). */
export const tenantDeliveryTimes = (options: readonly string[]): DeliveryTime[] => {
  const known = options.filter((option): option is DeliveryTime => option === 'asap' || option === 'schedule');
  return known.length > 0 ? known : ['asap'];
};

const TAKES_ORDERS_NOW: readonly BranchStatus[] = ['open', 'busy'];

/**
 * When a branch can take an order: now only while it is open or busy and allows orders for now;
 * for later whenever it allows scheduled orders (a closed branch too, as a preorder).
 */
export const branchDeliveryTimes = (branch: Branch, tenantTimes: readonly DeliveryTime[]): DeliveryTime[] => {
  const times: DeliveryTime[] = [];
  if (tenantTimes.includes('asap') && branch.asap_allowed && TAKES_ORDERS_NOW.includes(branch.status)) times.push('asap');
  if (tenantTimes.includes('schedule') && branch.schedule_allowed) times.push('schedule');
  return times;
};

/** Whether any branch can take an order of this type for later (the home page's "schedule" choice). */
export const canScheduleAhead = (branches: readonly Branch[], tenantTimes: readonly DeliveryTime[]): boolean =>
  branches.some((branch) => branchDeliveryTimes(branch, tenantTimes).includes('schedule'));

/**
 * Whether no order of this draft can be scheduled, so a dish for scheduled orders only can never be
 * added: the tenant takes no scheduled orders, the order is dine-in, or the chosen branch takes none
 * (no branch chosen yet: the branch is chosen next, among those taking them).
 */
export const schedulingUnavailable = (
  draft: Pick<OrderDraft, 'type' | 'branch_id' | 'branch_schedule_allowed'>,
  tenantTimes: readonly DeliveryTime[],
): boolean => !tenantTimes.includes('schedule') || draft.type === 'dine_in' || (draft.branch_id !== null && !draft.branch_schedule_allowed);
