import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { serveFolder } from './serve-folder';
import { createServer } from 'node:http';
import { listenOrExplain } from './listen';

describe('static host', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'static-host-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>harness</title>');
    writeFileSync(path.join(root, 'remoteEntry.js'), 'var mf_menu;');
    writeFileSync(path.join(root, 'mf-manifest.json'), '{}');
    writeFileSync(path.join(root, '140.32cc2bbba6.js'), 'console.log(1)');
    writeFileSync(path.join(root, '140.32cc2bbba6.js.map'), '{"version":3,"sources":["secret.ts"]}');
    server = await serveFolder({ root, port: 0, label: 'test', spa: true });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves entry files no-cache and hashed chunks immutable, with CORS', async () => {
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const response = await fetch(`${base}/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
    const chunk = await fetch(`${base}/140.32cc2bbba6.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('content-type')).toContain('text/javascript');
  });

  /** The bytes as sent (fetch would decode them) and their Content-Encoding. */
  const rawGet = (file: string, acceptEncoding: string) =>
    new Promise<{ encoding: string | undefined; bytes: Buffer }>((resolve, reject) => {
      request(`${base}/${file}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });

  it.each([
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip, br;q=0', 'gzip', gunzipSync],
    ['identity', undefined, (bytes: Buffer) => bytes],
  ])('sends a script compressed as the client accepts (%s)', async (accept, encoding, decode) => {
    const answer = await rawGet('remoteEntry.js', accept);
    expect(answer.encoding).toBe(encoding);
    expect(decode(answer.bytes).toString()).toBe('var mf_menu;');
  });

  it('answers 304 when the ETag still matches', async () => {
    const first = await fetch(`${base}/remoteEntry.js`);
    const again = await fetch(`${base}/remoteEntry.js`, { headers: { 'if-none-match': first.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('falls back to index.html for app routes and never leaves its folder', async () => {
    expect(await (await fetch(`${base}/menu/delivery`, { headers: { accept: 'text/html' } })).text()).toContain('harness');
    expect((await fetch(`${base}/missing.0123456789.js`)).status).toBe(404);
    const escape = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect(await escape.text()).not.toContain('root:');
  });

  it('sends the security headers with every file and every 404', async () => {
    const asset = "default-src 'none'; frame-ancestors 'none'";
    for (const [file, policy, status] of [
      ['remoteEntry.js', asset, 200],
      ['mf-manifest.json', asset, 200],
      ['index.html', "frame-ancestors 'none'; object-src 'none'; base-uri 'self'", 200],
      ['missing.0123456789.js', asset, 404],
      ['140.32cc2bbba6.js.map', asset, 404],
    ] as const) {
      const response = await fetch(`${base}/${file}`);
      expect(response.status).toBe(status);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy')).toBe(policy);
      expect(response.headers.get('permissions-policy')).toContain(file === 'index.html' ? 'geolocation=(self)' : 'geolocation=()');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
    }
  });

  it('never publishes a source map, even one left in the folder, unless asked to', async () => {
    for (const file of ['140.32cc2bbba6.js.map', '140.32CC2BBBA6.JS.MAP', 'missing.js.map']) {
      const response = await fetch(`${base}/${file}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('secret.ts');
    }
    const root = mkdtempSync(path.join(tmpdir(), 'static-host-maps-'));
    writeFileSync(path.join(root, 'main.js.map'), '{"version":3}');
    const withMaps = await serveFolder({ root, port: 0, label: 'maps', sourceMaps: true });
    try {
      expect((await fetch(`http://127.0.0.1:${(withMaps.address() as AddressInfo).port}/main.js.map`)).status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => withMaps.close(() => resolve()));
    }
  });

  it('names the port when it is taken', async () => {
    const port = (server.address() as AddressInfo).port;
    await expect(listenOrExplain(createServer(), port, 'mf-menu')).rejects.toThrow(
      `Port ${port} is already in use, so mf-menu cannot start`,
    );
  });
});
