import type { FastifyCorsOptions } from '@fastify/cors';
import { HEADERS, IDEMPOTENCY_KEY_HEADER, OPERATOR_KEY_HEADER } from '@storefront/shared/contracts';

/** Any origin may call the API with the storefront's headers (spec section 7). */
export const CORS_OPTIONS: FastifyCorsOptions = {
  origin: '*',
  methods: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'],
  allowedHeaders: ['accept', 'content-type', ...Object.values(HEADERS), OPERATOR_KEY_HEADER, IDEMPOTENCY_KEY_HEADER],
  maxAge: 600,
};
