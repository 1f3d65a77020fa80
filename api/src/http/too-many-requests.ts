import { API_ERRORS, type ApiErrorCode } from '@storefront/shared/contracts';
import type { FastifyReply } from 'fastify';

/** Answers 429 with `Retry-After` and `{ code, message, ...extra }`. */
export const sendTooManyRequests = (reply: FastifyReply, code: ApiErrorCode, retryAfterSeconds: number, extra: object = {}): FastifyReply =>
  reply
    .status(429)
    .header('retry-after', String(retryAfterSeconds))
    .send({ code, message: API_ERRORS[code], ...extra });
