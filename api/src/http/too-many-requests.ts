import type { FastifyReply } from 'fastify';

/** Answers 429 with `Retry-After` and `{ message, ...extra }`. */
export const sendTooManyRequests = (reply: FastifyReply, message: string, retryAfterSeconds: number, extra: object = {}): FastifyReply =>
  reply
    .status(429)
    .header('retry-after', String(retryAfterSeconds))
    .send({ message, ...extra });
