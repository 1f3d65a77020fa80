import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { HumanCheckFactory } from '../human-check/human-check';
import { registerHumanCheckRoute } from '../human-check/human-check-route';
import type { Limiter } from '../limits/limiter';
import { registerContactMessageRoute } from './contact-message-route';
import type { TenantScope } from '../tenancy/scopes';

/** The contact form and its human check, behind x-tenant + x-app-token. Register as a plugin. */
export const contactRoutes =
  (services: { db: Db; clock: Clock; humanCheck: HumanCheckFactory; limiter: Limiter }) =>
  async (scope: TenantScope): Promise<void> => {
    registerHumanCheckRoute(scope, services.humanCheck);
    registerContactMessageRoute(scope, services);
  };
