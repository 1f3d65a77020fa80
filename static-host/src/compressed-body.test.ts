import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { negotiatedBody } from './compressed-body';

describe('a page made per request', () => {
  const page = `<!doctype html><html><body>${'<p>سفرة Sufra</p>'.repeat(200)}</body></html>`;

  it('is sent brotli when the client takes it, else gzip, and varies on Accept-Encoding', () => {
    const brotli = negotiatedBody(page, 'gzip, deflate, br');
    expect(brotli.headers).toEqual({ Vary: 'Accept-Encoding', 'Content-Encoding': 'br' });
    expect(brotliDecompressSync(brotli.body as Buffer).toString('utf8')).toBe(page);
    expect((brotli.body as Buffer).length).toBeLessThan(Buffer.byteLength(page) / 10);

    const gzip = negotiatedBody(page, 'gzip;q=1, br;q=0');
    expect(gzip.headers['Content-Encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body as Buffer).toString('utf8')).toBe(page);
  });

  it('is sent as it is to a client that takes neither, and when it is too small to gain', () => {
    expect(negotiatedBody(page, 'identity')).toEqual({ body: page, headers: { Vary: 'Accept-Encoding' } });
    expect(negotiatedBody('{"status":"ok"}', 'br')).toEqual({ body: '{"status":"ok"}', headers: { Vary: 'Accept-Encoding' } });
  });
});
