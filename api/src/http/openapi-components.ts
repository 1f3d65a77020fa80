import {
  addressSchema,
  apiErrorCodeSchema,
  apiErrorSchema,
  branchSchema,
  cartSchema,
  customerSchema,
  dineInSessionSchema,
  emenuSchema,
  menuItemSchema,
  menuSchema,
  orderSchema,
  orderSummarySchema,
  pageMetaSchema,
  reservationSchema,
  tenantSchema,
  vehicleSchema,
  waitingEntrySchema,
} from '@storefront/shared/contracts';
import { z } from 'zod';

/**
 * The contracts the OpenAPI document names as components (`#/components/schemas/Order`) instead of
 * repeating them in every route that answers them. Kept by the api: the shared contracts carry no
 * document names into the browser.
 */
export const OPENAPI_COMPONENTS = z.registry<{ id: string }>();

for (const [id, schema] of Object.entries({
  ApiErrorCode: apiErrorCodeSchema,
  ApiError: apiErrorSchema,
  Tenant: tenantSchema,
  Branch: branchSchema,
  Menu: menuSchema,
  MenuItem: menuItemSchema,
  Cart: cartSchema,
  Customer: customerSchema,
  Address: addressSchema,
  Vehicle: vehicleSchema,
  PageMeta: pageMetaSchema,
  Order: orderSchema,
  OrderSummary: orderSummarySchema,
  DineInSession: dineInSessionSchema,
  EMenu: emenuSchema,
  Reservation: reservationSchema,
  WaitingEntry: waitingEntrySchema,
})) {
  OPENAPI_COMPONENTS.add(schema, { id });
}
