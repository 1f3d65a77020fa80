import fastifyPlugin from 'fastify-plugin';
import { API_ERRORS, type ApiError } from '@storefront/shared/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { DomainError } from '../domain/domain-error';
import { statusOf } from './error-status';
import { HttpError } from './http-error';

type Refusal = Pick<HttpError, 'code' | 'message' | 'errors' | 'details'>;

const bodyOf = (error: Refusal): ApiError => ({
  ...error.details,
  code: error.code,
  message: error.message,
  ...(error.errors ? { errors: error.errors } : {}),
});

const isClientError = (error: FastifyError): boolean =>
  typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500;

/**
 * Every error answers JSON `{ code, message, errors? }`; bad input is a 4xx, never a 500. A service's
 * `DomainError` gets its code's status (`error-status.ts`); a failure of ours underneath (5xx) is logged.
 */
export const errorAnswers = fastifyPlugin(
  async (app: FastifyInstance): Promise<void> => {
    app.setErrorHandler<FastifyError | DomainError>((error, request, reply) => {
      if (error instanceof DomainError) {
        const status = statusOf(error);
        if (status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
        if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
        return reply.status(status).send(bodyOf(error));
      }
      if (error instanceof HttpError) return reply.status(error.statusCode).send(bodyOf(error));
      // Fastify's own refusals (malformed JSON, an unsupported content type): its message says what was wrong.
      if (isClientError(error))
        return reply.status(error.statusCode ?? 400).send({ code: 'bad_request', message: error.message } satisfies ApiError);
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ code: 'internal_error', message: API_ERRORS.internal_error } satisfies ApiError);
    });
    app.setNotFoundHandler((request, reply) =>
      reply
        .status(404)
        .send({ code: 'not_found', message: `Route ${request.method} ${request.url.split('?')[0]} not found` } satisfies ApiError),
    );
  },
  { name: 'error-answers' },
);
