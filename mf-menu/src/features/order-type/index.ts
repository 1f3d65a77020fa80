export { branchDeliveryTimes, schedulingUnavailable, tenantDeliveryTimes, type DeliveryTime } from './order-types';
export { useOrderOptions } from './use-order-options';
