import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { HumanCheckFactory } from '../human-check/human-check';
import { humanCheckRoutes } from '../human-check/human-check-route';
import type { Limiter } from '../limits/limiter';
import { contactMessageRoutes } from './contact-message-route';
import type { TenantScope } from '../tenancy/scopes';

/** The contact form and its human check, behind x-tenant + x-app-token. Register in the tenant scope. */
export const contactRoutes = async (
  scope: TenantScope,
  services: { db: Db; clock: Clock; humanCheck: HumanCheckFactory; limiter: Limiter },
): Promise<void> => {
  await scope.register(humanCheckRoutes, { humanCheck: services.humanCheck });
  await scope.register(contactMessageRoutes, services);
};
