import { createServer, type Server } from 'node:http';
import { listenOrExplain } from './listen';
import { setSecurityHeaders } from './security-headers';
import { createStaticHandler } from './static-handler';

export interface ServeFolderOptions {
  root: string;
  port: number;
  label: string;
  spa?: boolean;
  host?: string;
  /** Publish `.map` files too (never for a production build). */
  sourceMaps?: boolean;
}

/** A static host for one built app, with CORS: what every remote's server is. */
export const serveFolder = async ({ root, port, label, spa = false, host, sourceMaps = false }: ServeFolderOptions): Promise<Server> => {
  const handle = createStaticHandler({ root, spa, cors: true, sourceMaps });
  const server = createServer((req, res) => {
    handle(req, res)
      .then((answered) => {
        if (answered) return;
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        setSecurityHeaders(res, 'text/plain');
        res.end('Not found');
      })
      .catch(() => {
        if (!res.headersSent) {
          res.statusCode = 500;
          setSecurityHeaders(res, 'text/plain');
        }
        res.end();
      });
  });
  await listenOrExplain(server, port, label, host);
  return server;
};
