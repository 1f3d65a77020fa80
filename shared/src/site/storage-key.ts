/**
 * The one spelling of the storefront's browser storage keys: `storefront.<tenant>.<name>`, one per tenant
 * so two restaurants on one device never share a cart or a session. The strings are what customers'
 * browsers already hold: changing them would drop every saved cart, draft and session.
 */
export const storageKey = (tenant: string, name: string): string => `storefront.${tenant}.${name}`;

/** Where a referral link's code waits for the signup (`/r/:id` stores it, the signup form reads it). */
export const referralStorageKey = (tenant: string): string => storageKey(tenant, 'referral');
