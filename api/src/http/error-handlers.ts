import type { ApiError } from '@storefront/shared/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

const isClientError = (error: FastifyError): boolean =>
  typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500;

/** Every error answers JSON `{ message, errors? }`; bad input is a 4xx, never a 500. */
export const registerErrorHandlers = (app: FastifyInstance): void => {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error instanceof HttpError) {
      const body: ApiError = {
        ...error.details,
        ...(error.errors ? { message: error.message, errors: error.errors } : { message: error.message }),
      };
      return reply.status(error.statusCode).send(body);
    }
    if (isClientError(error)) return reply.status(error.statusCode ?? 400).send({ message: error.message } satisfies ApiError);
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Internal server error' } satisfies ApiError);
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` } satisfies ApiError),
  );
};
