import { z } from 'zod/mini';

/** GET /api/v1/openapi.json: the document's top level; its paths and components are whatever the routes' contracts say. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
