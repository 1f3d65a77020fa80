import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { HEADERS } from '@storefront/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A JSON answer made once and sent many times: its bytes, their gzip and brotli, and a strong ETag. */
export interface PreparedAnswer {
  etag: string;
  json: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export const prepareAnswer = async (answer: unknown): Promise<PreparedAnswer> => {
  const json = Buffer.from(JSON.stringify(answer));
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(json, { level: 9 }),
    brotliAsync(json, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  ]);
  return { etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`, json, gzip: gzipped, br: brotli };
};

/** Whether `header` (Accept-Encoding) accepts `coding` with a q-value above 0. */
const accepts = (header: string, coding: string): boolean =>
  header.split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((token) => token.trim().toLowerCase());
    if (name !== coding) return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });

/** Whether If-None-Match names `etag` (or `*`); a weak validator matches too, as RFC 9110 asks for GET. */
const matches = (header: string | undefined, etag: string): boolean =>
  header !== undefined && header.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, '')));

/**
 * Sends a prepared answer: 304 when the client has it already, else brotli, gzip or plain JSON as it
 * accepts. `no-cache`: a client keeps it but asks again each time (a 304 is a few bytes). It varies by
 * tenant (the same address answers each tenant its own) and by encoding.
 */
export const sendPrepared = (request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer): FastifyReply => {
  reply.header('etag', answer.etag).header('cache-control', 'no-cache').header('vary', `accept-encoding, ${HEADERS.tenant}`);
  if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const acceptEncoding = request.headers['accept-encoding'] ?? '';
  reply.type('application/json; charset=utf-8');
  if (accepts(acceptEncoding, 'br')) return reply.header('content-encoding', 'br').send(answer.br);
  if (accepts(acceptEncoding, 'gzip')) return reply.header('content-encoding', 'gzip').send(answer.gzip);
  return reply.send(answer.json);
};
