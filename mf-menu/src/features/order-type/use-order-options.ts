import { useEffect } from 'react';
import { useStores } from '@storefront/shared';
import { availableOrderTypes, tenantDeliveryTimes } from './order-types';

/** Loads the branches (once per page; live on branch changes) and what the tenant and its branches offer. */
export const useOrderOptions = () => {
  const { branches, tenant } = useStores();

  useEffect(() => {
    if (branches.state !== 'ready') void branches.load();
  }, [branches]);

  return {
    branches,
    types: availableOrderTypes(tenant.settingList('order.order_types'), branches.branches),
    tenantTimes: tenantDeliveryTimes(tenant.settingList('order.order_delivery_time_options')),
  };
};
