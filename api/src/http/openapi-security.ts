import { HEADERS, OPERATOR_KEY_HEADER } from '@storefront/shared/contracts';
import type { RouteOptions } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';

/** The credentials the scopes check, as the OpenAPI document names them (docs/api.md, "Conventions"). */
export const SECURITY_SCHEMES = {
  tenant: { type: 'apiKey', in: 'header', name: HEADERS.tenant, description: 'The tenant’s name (`sufra`).' },
  appToken: { type: 'apiKey', in: 'header', name: HEADERS.appToken, description: 'The tenant’s app token, sent with `x-tenant`.' },
  customerToken: {
    type: 'apiKey',
    in: 'header',
    name: HEADERS.authorization,
    description: 'A logged-in customer’s token as `Bearer <token>` (from `otp/verify`, `login` or `register`).',
  },
  operatorKey: {
    type: 'apiKey',
    in: 'header',
    name: OPERATOR_KEY_HEADER,
    description: 'The restaurant’s operator key, sent with `x-tenant`.',
  },
} as const satisfies Record<string, OpenAPIV3_1.SecuritySchemeObject>;

/** One requirement: every scheme it names is sent (an OpenAPI security requirement object). */
export type SecurityRequirement = Partial<Record<keyof typeof SECURITY_SCHEMES, []>>;

/**
 * An onRoute hook of a scope: its routes are documented with the credentials the scope checks. A child
 * scope's hook runs after its parent's, so the customer scope's requirement replaces the tenant scope's.
 */
export const documentedSecurity =
  (requirement: SecurityRequirement) =>
  (route: RouteOptions): void => {
    route.schema = { ...route.schema, security: [requirement] };
  };
