import type { ApiError } from '@storefront/shared/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** Fastify's code for a path parameter longer than `maxParamLength` (100 characters). */
const PARAM_TOO_LONG = 'FST_ERR_MAX_PARAM_LENGTH';

/**
 * Errors Fastify meets before routing (Fastify's `frameworkErrors` option), answered as the api's
 * errors are: a path parameter too long to be any id is a 404 like an unknown id (Fastify would say
 * 414); a malformed URL component stays a 400.
 */
export const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
  if (error.code === PARAM_TOO_LONG) {
    void reply.status(404).send({ code: 'not_found', message: 'Not found: a path parameter is too long' } satisfies ApiError);
    return;
  }
  void reply.status(error.statusCode ?? 400).send({ code: 'bad_request', message: error.message } satisfies ApiError);
};
