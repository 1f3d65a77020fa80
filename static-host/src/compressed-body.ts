import { promises as fs } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);

export type Encoding = 'br' | 'gzip';

/** Whether Accept-Encoding `header` names `coding` with a q-value above 0. */
const accepts = (header: string, coding: Encoding): boolean =>
  header.split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((token) => token.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return name === coding && (q === undefined || Number(q.slice(2)) > 0);
  });

/** Brotli when the client takes it (smaller), else gzip, else none. */
export const chooseEncoding = (acceptEncoding: string): Encoding | null =>
  accepts(acceptEncoding, 'br') ? 'br' : accepts(acceptEncoding, 'gzip') ? 'gzip' : null;

const brotliOptions = (quality: number, size: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: size },
});

/** Below this a compressed answer saves less than its headers and the work cost. */
const WORTH_COMPRESSING_BYTES = 1024;

/**
 * A dynamic answer (a page made per request) as the client takes it: brotli at a quick quality
 * (well under a millisecond for a page), else gzip, else as it is; with the headers that say so.
 */
export const negotiatedBody = (body: string, acceptEncoding: string): { body: Buffer | string; headers: Record<string, string> } => {
  const vary = { Vary: 'Accept-Encoding' };
  const encoding = Buffer.byteLength(body) >= WORTH_COMPRESSING_BYTES ? chooseEncoding(acceptEncoding) : null;
  if (!encoding) return { body, headers: vary };
  const compressed = encoding === 'br' ? brotliCompressSync(body, brotliOptions(5, Buffer.byteLength(body))) : gzipSync(body);
  return { body: compressed, headers: { ...vary, 'Content-Encoding': encoding } };
};

interface Compressed {
  mtimeMs: number;
  body: Buffer;
}

const cache = new Map<string, Compressed>();

/**
 * A file's compressed bytes, made once per file version and kept. Brotli is made fast first
 * (quality 5, tens of milliseconds) so the first visitor does not wait, then again at the best
 * quality in the background (seconds for a large chunk), which replaces it for everyone after.
 */
export const compressedBody = async (file: string, mtimeMs: number, encoding: Encoding): Promise<Buffer> => {
  const key = `${encoding}:${file}`;
  const cached = cache.get(key);
  if (cached && cached.mtimeMs === mtimeMs) return cached.body;
  const raw = await fs.readFile(file);
  const body = encoding === 'gzip' ? gzipSync(raw, { level: 9 }) : brotliCompressSync(raw, brotliOptions(5, raw.length));
  cache.set(key, { mtimeMs, body });
  if (encoding === 'br') {
    brotliAsync(raw, brotliOptions(constants.BROTLI_MAX_QUALITY, raw.length))
      .then((best) => {
        if (cache.get(key)?.mtimeMs === mtimeMs) cache.set(key, { mtimeMs, body: best });
      })
      .catch(() => undefined);
  }
  return body;
};
