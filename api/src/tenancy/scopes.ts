import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginCallback,
  FastifyPluginOptions,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import type { Clock } from '../clock';
import { customerAuth, type RequestCustomer } from '../customers/customer-auth';
import type { Db } from '../db/db';
import { documentedSecurity, type SecurityRequirement } from '../http/openapi-security';
import type { Route } from '../http/route-schema';
import { appTokenAuth } from './app-token-auth';
import type { RequestTenant, TenantRequest } from './request-tenant';

/**
 * The part of a Fastify instance a route plugin uses, with requests typed by what the scope's
 * hooks have checked before any handler runs (`Known`). onRequest hooks run before the customer
 * check, so they know the tenant only.
 */
export interface Scope<Known extends { tenant: RequestTenant }> {
  get: Route<Known>;
  post: Route<Known>;
  put: Route<Known>;
  patch: Route<Known>;
  delete: Route<Known>;
  addHook(stage: 'onRequest', hook: (request: TenantRequest, reply: FastifyReply) => Promise<unknown>): unknown;
  addHook(stage: 'preValidation', hook: (request: FastifyRequest & Known, reply: FastifyReply) => Promise<unknown>): unknown;
  addHook(stage: 'onRoute', hook: (route: RouteOptions) => void): unknown;
  /** A child plugin: its hooks and routes stay inside it, the scope's checks apply to it. */
  register(plugin: (scope: Scope<Known>) => Promise<void>): PromiseLike<unknown>;
  /** A routes plugin with what its routes need (`scope.register(branchRoutes, { db, clock })`). */
  register<Deps extends object>(plugin: (scope: Scope<Known>, deps: Deps) => Promise<void>, deps: Deps): PromiseLike<unknown>;
  /** A Fastify plugin with its options (a body parser such as @fastify/multipart), for this scope only. */
  register<Options extends FastifyPluginOptions>(
    plugin: FastifyPluginCallback<Options> | FastifyPluginAsync<Options>,
    options: Options,
  ): PromiseLike<unknown>;
}
export type TenantScope = Scope<{ tenant: RequestTenant }>;
export type CustomerScope = Scope<{ tenant: RequestTenant; customer: RequestCustomer }>;

/**
 * The parent plugin of every storefront route: `x-tenant` and `x-app-token` are checked on every
 * request before anything else (401 otherwise), so `request.tenant` is there in every handler.
 */
export const tenantScope = (db: Db, routes: (scope: TenantScope) => Promise<void>) =>
  tenantScopeCheckedBy(appTokenAuth(db), { tenant: [], appToken: [] }, routes);

/**
 * A tenant scope whose tenant is found by another check (the operator key): an onRequest hook that
 * sets `request.tenant` or ends the request. `security` names the headers it checks in the OpenAPI document.
 */
export const tenantScopeCheckedBy =
  (
    check: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    security: SecurityRequirement,
    routes: (scope: TenantScope) => Promise<void>,
  ) =>
  async (instance: FastifyInstance): Promise<void> => {
    instance.addHook('onRequest', check);
    instance.addHook('onRoute', documentedSecurity(security));
    // The check sets `tenant` on every request that reaches a handler of this instance: the narrower type holds.
    await routes(instance as unknown as TenantScope);
  };

/**
 * The child of `tenantScope` for a logged-in customer's routes: the customer token is checked too
 * (401 otherwise), so `request.customer` is there in every handler. It is checked before the request
 * is validated (a guest's bad body is a 401, not a 400), after the onRequest hooks of the scope's
 * plugins (a module or the website switched off answers first).
 */
export const customerScope =
  (db: Db, clock: Clock, routes: (scope: CustomerScope) => Promise<void>) =>
  async (scope: TenantScope): Promise<void> => {
    scope.addHook('preValidation', customerAuth(db, clock));
    scope.addHook('onRoute', documentedSecurity({ tenant: [], appToken: [], customerToken: [] }));
    // The hook above sets `customer` on every request of this scope: the narrower type holds.
    await routes(scope as unknown as CustomerScope);
  };

/**
 * The bare app's routes (health, tenant lookup, media, the payment provider's, the OpenAPI document):
 * no tenant is checked, and every route has its schema as in the tenant scopes.
 */
export interface PublicScope {
  get: Route<unknown>;
  post: Route<unknown>;
  addContentTypeParser: FastifyInstance['addContentTypeParser'];
  register<Deps extends object>(plugin: (scope: PublicScope, deps: Deps) => Promise<void>, deps: Deps): PromiseLike<unknown>;
}

/** The parent plugin of the public routes. */
export const publicScope =
  (routes: (scope: PublicScope) => Promise<void>) =>
  async (instance: FastifyInstance): Promise<void> => {
    // The same instance with its route methods typed to demand a schema: nothing is assumed of the request.
    await routes(instance as unknown as PublicScope);
  };
