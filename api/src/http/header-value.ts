import type { FastifyRequest } from 'fastify';

/** A request header as one non-empty string (the first one when repeated), or undefined. */
export const headerValue = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
};
