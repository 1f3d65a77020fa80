import { API_PATHS, settingsQuerySchema, type settingsResponseSchema } from '@storefront/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { parseRequest } from '../http/parse-request';
import { findSettings } from './settings-repository';

/** GET settings of the requested groups (`groups=general,website&jsonVal=true`). */
export const registerSettingsRoute = (app: FastifyInstance, db: Db): void => {
  app.get(API_PATHS.settings, async (request): Promise<z.infer<typeof settingsResponseSchema>> => {
    const { groups, jsonVal } = parseRequest(settingsQuerySchema, request.query, 'query');
    return { data: await findSettings(db, request.tenant.id, groups, jsonVal) };
  });
};
