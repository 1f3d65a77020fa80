import { createReadStream, promises as fs, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { cacheControlFor } from './cache-policy';
import { chooseEncoding, compressedBody } from './compressed-body';
import { contentTypeFor, isCompressible } from './content-type';
import { setSecurityHeaders } from './security-headers';

export interface StaticOptions {
  /** Folder served. */
  root: string;
  /** Answer page navigations to unknown paths with index.html (a single-page app served alone); never a missing script. */
  spa?: boolean;
  /** Allow any origin: remotes are fetched by shells on other hosts. */
  cors?: boolean;
  /**
   * Serve `.map` files. Off by default: production builds keep their source maps out of `dist`
   * (for error reporting only), and a map that still lands in a served folder is not published.
   */
  sourceMaps?: boolean;
}

const resolveInside = (root: string, urlPath: string): string | null => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return null;
  }
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file === root || file.startsWith(`${root}${path.sep}`) ? file : null;
};

const statFile = async (file: string): Promise<Stats | null> => {
  try {
    const stats = await fs.stat(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
};

export const setCorsHeaders = (res: ServerResponse): void => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', '*');
};

/** Sends one file with its type, cache policy, ETag (304 when unchanged) and brotli or gzip when accepted. */
export const sendFile = async (req: IncomingMessage, res: ServerResponse, file: string, stats: Stats, status = 200): Promise<void> => {
  const type = contentTypeFor(file);
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  res.setHeader('Content-Type', type);
  setSecurityHeaders(res, type);
  res.setHeader('Cache-Control', cacheControlFor(path.basename(file)));
  res.setHeader('ETag', etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = status;
  const encoding = isCompressible(type) ? chooseEncoding(String(req.headers['accept-encoding'] ?? '')) : null;
  if (!encoding) {
    res.setHeader('Content-Length', stats.size);
    if (req.method === 'HEAD') return void res.end();
    createReadStream(file).pipe(res);
    return;
  }
  const body = await compressedBody(file, stats.mtimeMs, encoding);
  res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
};

/**
 * A request handler serving a folder. Resolves to false when it did not answer (no such file and
 * no SPA fallback), so a caller can continue with its own routes.
 */
export const createStaticHandler = ({ root, spa = false, cors = false, sourceMaps = false }: StaticOptions) => {
  const base = path.resolve(root);
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    if (cors) setCorsHeaders(res);
    if (req.method === 'OPTIONS' && cors) {
      res.statusCode = 204;
      res.end();
      return true;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const file = resolveInside(base, req.url ?? '/');
    if (!file) return false;
    if (!sourceMaps && /\.map$/i.test(file)) return false;
    const stats = await statFile(file);
    if (stats) {
      await sendFile(req, res, file, stats);
      return true;
    }
    const folderIndex = path.join(file, 'index.html');
    const navigation = String(req.headers.accept ?? '').includes('text/html');
    const fallback = (await statFile(folderIndex)) ? folderIndex : spa && navigation ? path.join(base, 'index.html') : null;
    const fallbackStats = fallback ? await statFile(fallback) : null;
    if (!fallback || !fallbackStats) return false;
    await sendFile(req, res, fallback, fallbackStats);
    return true;
  };
};
