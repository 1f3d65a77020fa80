import { z } from 'zod/mini';
import { IDEMPOTENCY_KEY_HEADER } from './checkout';
import { localeSchema } from './common';
import { HEADERS } from './paths';

/*
 * The headers a call may send beside the credentials (which the OpenAPI document names as security
 * schemes): for the api's document. The storefront writes them with `requestHeaders`.
 */

/** Every call of a tenant: the language of texts the api writes (return links, SMS, messages); `ar` when absent. */
export const localizationHeadersSchema = z.object({ [HEADERS.localization]: z.optional(localeSchema) });

/** An idempotency key: 8-128 letters, digits and `_.:-`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/** POST an order: the same key and the same body answer the same order (docs/api.md, "POST /api/v1/order/orders"). */
export const placeOrderHeadersSchema = z.object({
  ...localizationHeadersSchema.shape,
  [IDEMPOTENCY_KEY_HEADER]: z.string().check(z.regex(IDEMPOTENCY_KEY_PATTERN)),
});
