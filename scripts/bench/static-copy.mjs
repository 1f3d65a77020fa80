// The static copy of a page: what the browser shows once the page has rendered, without any script,
// served by a small server on the shell's host name (another port) that passes every other request to the shell.
// It is compressed as the shell compresses its pages, so the two differ only by what the page carries.
import { createServer, request } from 'node:http';
import { createRequire } from 'node:module';

// The static host's build is CommonJS whose names Node cannot list for an ESM import.
const { negotiatedBody } = createRequire(import.meta.url)('@storefront/static-host');

export const renderedWithoutScripts = async (browser, url) => {
  const page = await browser.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const html = await page.evaluate(() => {
    document.querySelectorAll('script, link[rel="preload"], link[rel="modulepreload"]').forEach((element) => element.remove());
    return `<!doctype html>\n${document.documentElement.outerHTML}`;
  });
  await page.close();
  return html;
};

/** Answers `pages` (path -> html) itself and proxies the rest to `shellPort`; resolves to its port. */
export const serveStaticCopies = (pages, shellPort) =>
  new Promise((resolve) => {
    const server = createServer((req, res) => {
      const html = pages.get(req.url);
      if (html) {
        const answer = negotiatedBody(html, String(req.headers['accept-encoding'] ?? ''));
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', ...answer.headers });
        return res.end(answer.body);
      }
      const upstream = request(
        {
          host: '127.0.0.1',
          port: shellPort,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, host: `${req.headers.host?.split(':')[0]}:${shellPort}` },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    });
    server.listen(0, '127.0.0.1', () => resolve({ port: server.address().port, close: () => server.close() }));
  });
