import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { HumanCheckFactory } from '../human-check/human-check';
import { registerHumanCheckRoute } from '../human-check/human-check-route';
import type { Limiter } from '../limits/limiter';
import { appTokenAuth } from '../tenancy/app-token-auth';
import { registerContactMessageRoute } from './contact-message-route';

/** The contact form and its human check, behind x-tenant + x-app-token. Register as a plugin. */
export const contactRoutes =
  (services: { db: Db; clock: Clock; humanCheck: HumanCheckFactory; limiter: Limiter }) =>
  async (scope: FastifyInstance): Promise<void> => {
    scope.addHook('onRequest', appTokenAuth(services.db));
    registerHumanCheckRoute(scope, services.humanCheck);
    registerContactMessageRoute(scope, services);
  };
