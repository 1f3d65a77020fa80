import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

const containsNul = (value: unknown): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  return false;
};

/**
 * PostgreSQL text cannot hold a NUL character: a query or body carrying one (`?place=web%00`,
 * `"\u0000"` in JSON) is a 400 before any route runs, never a database error.
 */
export const registerNulGuard = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.query)) throw new HttpError(400, 'Invalid query: text must not contain NUL characters');
    if (containsNul(request.body)) throw new HttpError(400, 'Invalid body: text must not contain NUL characters');
  });
};
