import fastifyPlugin from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

/** No call of the api nests deeper than a few levels; a body nested deeper is refused before anything walks it. */
export const MAX_BODY_DEPTH = 32;

type Finding = 'nul' | 'too-deep' | null;

/** Walks a parsed value without recursion (a 10,000-deep array must not overflow the stack). */
const inspect = (root: unknown): Finding => {
  const pending: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return 'nul';
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) return 'too-deep';
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return 'nul';
      pending.push({ value: item, depth: depth + 1 });
    }
  }
  return null;
};

const MESSAGES = {
  nul: 'text must not contain NUL characters',
  'too-deep': `it must not nest lists or objects more than ${MAX_BODY_DEPTH} levels deep`,
} as const;

/**
 * PostgreSQL text cannot hold a NUL character: a path parameter, query or body carrying one
 * (`/offers/KABSA20%00`, `?place=web%00`, `"\u0000"` in JSON) is a 400 before any route runs, never a database error. A body nested deeper
 * than `MAX_BODY_DEPTH` is a 400 too.
 */
export const nulGuard = fastifyPlugin(
  async (app: FastifyInstance): Promise<void> => {
    app.addHook('preValidation', async (request) => {
      const inPath = inspect(request.params);
      if (inPath) throw new HttpError(400, 'invalid_input', { message: `Invalid path: ${MESSAGES[inPath]}` });
      const inQuery = inspect(request.query);
      if (inQuery) throw new HttpError(400, 'invalid_input', { message: `Invalid query: ${MESSAGES[inQuery]}` });
      const inBody = inspect(request.body);
      if (inBody) throw new HttpError(400, 'invalid_input', { message: `Invalid body: ${MESSAGES[inBody]}` });
    });
  },
  { name: 'nul-guard' },
);
