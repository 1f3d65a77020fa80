import { openApiDocumentSchema } from '@storefront/shared/contracts';
import type { PublicScope } from '../tenancy/scopes';
import { prepareAnswer, sendPrepared, type PreparedAnswer } from './prepared-answer';

export const OPENAPI_PATH = '/api/v1/openapi.json';

/** GET the OpenAPI document: made once from the registered routes, sent prepared (ETag, brotli/gzip). */
export const openApiRoutes = async (scope: PublicScope, { document }: { document: () => unknown }): Promise<void> => {
  let prepared: Promise<PreparedAnswer> | undefined;
  scope.get(OPENAPI_PATH, { schema: { tags: ['reference'], response: { 200: openApiDocumentSchema } } }, async (request, reply) => {
    prepared ??= Promise.resolve().then(() => prepareAnswer(document()));
    const answer = await prepared.catch((error: unknown) => {
      prepared = undefined;
      throw error;
    });
    return sendPrepared(request, reply, answer);
  });
};
