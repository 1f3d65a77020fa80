import type { FastifyCorsOptions } from '@fastify/cors';
import { HEADERS, IDEMPOTENCY_KEY_HEADER } from '@storefront/shared/contracts';

/**
 * Any origin may call the API with the storefront's headers (docs/specification.md §7). Not `x-operator-key`: the
 * operator's calls come from the restaurant's own systems, never from a browser page, so no page may send it.
 */
export const CORS_OPTIONS: FastifyCorsOptions = {
  origin: '*',
  methods: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'],
  allowedHeaders: ['accept', 'content-type', ...Object.values(HEADERS), IDEMPOTENCY_KEY_HEADER],
  maxAge: 600,
};
