import { API_PATHS, bannersQuerySchema, type bannersResponseSchema } from '@storefront/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { parseRequest } from '../http/parse-request';
import { findActiveBanners } from './banners-repository';

/** GET the active banners of a place family (`place=web`). */
export const registerBannersRoute = (app: FastifyInstance, db: Db): void => {
  app.get(API_PATHS.banners, async (request): Promise<z.infer<typeof bannersResponseSchema>> => {
    const { place } = parseRequest(bannersQuerySchema, request.query, 'query');
    return { data: await findActiveBanners(db, request.tenant.id, place) };
  });
};
