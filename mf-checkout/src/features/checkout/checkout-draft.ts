import { storageKey } from '@storefront/shared';
/** Where the checkout form is kept across reloads and a failed payment (forgotten once the order is paid or placed). */
export const checkoutFormKey = (tenant: string): string => storageKey(tenant, 'checkout');

/** Forgets what the checkout kept once the order went through. */
export const forgetCheckout = (tenant: string): void => {
  localStorage.removeItem(checkoutFormKey(tenant));
};
