import { DEV_OUTBOX_PATH, type devOutboxResponseSchema } from '@storefront/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { appTokenAuth } from '../tenancy/app-token-auth';
import { findOutboxMessages } from './outbox-repository';

/** Development only (DEV_OUTBOX=1): what the outbox sender kept for the tenant. Register as a plugin. */
export const devOutboxRoutes =
  (db: Db) =>
  async (scope: FastifyInstance): Promise<void> => {
    scope.addHook('onRequest', appTokenAuth(db));
    scope.get(DEV_OUTBOX_PATH, async (request): Promise<z.infer<typeof devOutboxResponseSchema>> => ({
      data: await findOutboxMessages(db, request.tenant.id),
    }));
  };
