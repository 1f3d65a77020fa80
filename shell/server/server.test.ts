import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PATHS, DEV_OUTBOX_PATH, type Banner, type OutboxMessage, type Setting } from '@storefront/shared/contracts';
import { testBanner, testTenant } from '@storefront/shared/testing';
import type { ShellConfig } from './config';
import { createShellServer } from './server';
import { STARTUP_FILES } from './startup-preloads';
import { SERVICE_WORKER_REGISTRATION } from './service-worker-registration';

/** An api answering the calls the shell's server makes, with what each test sets. */
const fakeApi = () => {
  const state = {
    settings: [] as Setting[],
    trackingCodes: [] as { provider: string; web_code: string; enable: boolean }[],
    outbox: null as OutboxMessage[] | null,
    popupBanners: [] as Banner[],
    /** The host of each tenant lookup the api was asked. */
    lookups: [] as string[],
    /** The hosted human check the lookup names (none: the sandbox). */
    humanCheck: undefined as { provider: 'turnstile' | 'hcaptcha'; script_url: string } | undefined,
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://api.test');
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === API_PATHS.tenantLookup) {
      state.lookups.push(url.searchParams.get('host') ?? '');
      return json(200, { data: state.humanCheck ? { ...testTenant(), human_check: state.humanCheck } : testTenant() });
    }
    if (url.pathname === '/media/sufra/logo.svg')
      return res
        .writeHead(200, { 'content-type': 'image/svg+xml' })
        .end('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#c00"/></svg>');
    if (url.pathname === API_PATHS.settings) return json(200, { data: state.settings });
    if (url.pathname === API_PATHS.trackingCodes) return json(200, { data: state.trackingCodes });
    if (url.pathname === API_PATHS.banners && url.searchParams.get('place') === 'web_popup') return json(200, { data: state.popupBanners });
    if (url.pathname === DEV_OUTBOX_PATH) {
      if (req.headers['x-app-token'] !== 'test-app-token') return json(401, { message: 'Send the x-tenant and x-app-token headers' });
      return state.outbox ? json(200, { data: state.outbox }) : json(404, { message: 'Route not found' });
    }
    return json(404, { message: 'not found' });
  });
  return { server, state };
};

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

const directives = (policy: string | null): Map<string, string[]> =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );

describe('the shell server: headers, content security policy and the development outbox page', () => {
  const api = fakeApi();
  let apiUrl: string;
  let shell: Server;
  let shellUrl: string;
  // Sentry's DSN and the remotes' hosts come from the configuration.
  const baseConfig = (): ShellConfig => ({
    port: 0,
    apiUrl,
    apiPublicUrl: 'http://api.example:4000',
    providerSiteUrl: 'https://provider.example/',
    distDir: '',
    remotes: [
      { name: 'menu', entry: 'https://menu.cdn.example/v1/mf-manifest.json' },
      { name: 'checkout', entry: 'http://localhost:3002/mf-manifest.json' },
      { name: 'account', entry: 'http://localhost:3003/mf-manifest.json' },
      { name: 'reservations', entry: 'http://localhost:3004/mf-manifest.json' },
      { name: 'waiting-list', entry: 'http://localhost:3005/mf-manifest.json' },
      { name: 'emenu', entry: 'http://localhost:3006/mf-manifest.json' },
    ],
    remotesConfigFile: undefined,
    errorReportingDsn: 'https://public-key@o123.ingest.sentry.io/456',
    cardPaymentUrls: ['https://api.moyasar.com'],
    // No renderer: these pages are rendered in the browser (server rendering has its own tests).
    rendererFile: '/nonexistent/render.js',
    remoteServerBases: {},
  });

  beforeAll(async () => {
    apiUrl = await listen(api.server);
    const distDir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html lang="ar" dir="rtl"><head><title>Storefront</title></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>',
    );
    writeFileSync(path.join(distDir, 'main.js'), 'console.log(1)');
    writeFileSync(path.join(distDir, 'main.js.map'), '{"version":3}');
    writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(distDir, STARTUP_FILES), JSON.stringify(['470.0123456789.js', '820.abcdef0123.js', '../outside.js']));
    shell = createShellServer({ ...baseConfig(), distDir });
    shellUrl = await listen(shell);
  });
  afterAll(async () => {
    await close(shell);
    await close(api.server);
  });
  beforeEach(() => {
    api.state.settings = [];
    api.state.trackingCodes = [];
    api.state.outbox = null;
    api.state.popupBanners = [];
    api.state.humanCheck = undefined;
  });

  // Each test uses its own host, so the 30-second tenant cache never carries one test's settings into
  // another. node:http, since fetch does not let a caller choose the Host header.
  const send = (method: string, pathname: string, host: string, form?: Record<string, string>) =>
    new Promise<{ status: number; headers: Headers; body: Buffer; text: () => Promise<string> }>((resolve, reject) => {
      const body = form ? new URLSearchParams(form).toString() : undefined;
      const headers = { host, ...(body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }) };
      const request = httpRequest(`${shellUrl}${pathname}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) for (const one of [value ?? []].flat()) headers.append(name, one);
          const body = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers, body, text: async () => body.toString('utf8') });
        });
      });
      request.on('error', reject);
      request.end(body);
    });
  const get = (pathname: string, host: string) => send('GET', pathname, host);

  it('sends a page compressed (brotli, else gzip) to a browser that takes it', async () => {
    const encodingOf = (acceptEncoding: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        const request = httpRequest(
          `${shellUrl}/en/menu`,
          { headers: { host: 'a.localhost', 'accept-encoding': acceptEncoding } },
          (response) => {
            response.resume();
            resolve(response.headers['content-encoding']);
          },
        );
        request.on('error', reject);
        request.end();
      });
    expect(await encodingOf('gzip, deflate, br')).toBe('br');
    expect(await encodingOf('gzip')).toBe('gzip');
    expect(await encodingOf('identity')).toBeUndefined();
  });

  it('looks the tenant up once for its host name, whatever port or case the Host header names', async () => {
    const hosts = Array.from({ length: 40 }, (_, index) => `Ports.localhost:${10_000 + index}`);
    const pages = await Promise.all(hosts.map((host) => get('/en', host)));
    for (const host of ['ports.localhost', 'PORTS.LOCALHOST.:14000']) pages.push(await get('/en', host));
    expect(new Set(pages.map((page) => page.status))).toEqual(new Set([200]));
    expect(api.state.lookups.filter((host) => host.startsWith('ports.'))).toEqual(['ports.localhost']);
  });

  it("preloads the shell's startup scripts with its entry, from the build's list, so they are not asked for one after another", async () => {
    const html = await (await get('/en/menu', 'startup.localhost')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="script" href="/470.0123456789.js" />');
    expect(head).toContain('<link rel="preload" as="script" href="/820.abcdef0123.js" />');
    // Only a file name of the build: nothing outside dist/.
    expect(html).not.toContain('outside.js');
  });

  it('sends a page a policy with a fresh nonce (no other inline script or style) and only the sources it needs', async () => {
    const first = await get('/en/menu', 'a.localhost');
    expect(first.status).toBe(200);
    const policy = directives(first.headers.get('content-security-policy'));
    const html = await first.text();
    const nonce = /<style id="storefront-theme" nonce="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toBeTruthy();

    expect(policy.get('script-src')).toEqual([
      "'self'",
      `'nonce-${nonce}'`,
      'https://menu.cdn.example',
      'http://localhost:3002',
      'http://localhost:3003',
      'http://localhost:3004',
      'http://localhost:3005',
      'http://localhost:3006',
    ]);
    expect(policy.get('style-src')).toEqual(expect.arrayContaining(["'self'", `'nonce-${nonce}'`]));
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'http://api.example:4000']));
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining([
        'http://api.example:4000',
        'ws://api.example:4000',
        'https://menu.cdn.example',
        'https://o123.ingest.sentry.io',
        // The card form posts the card to Moyasar from the browser.
        'https://api.moyasar.com',
      ]),
    );
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    for (const values of policy.values()) {
      expect(values).not.toContain("'unsafe-inline'");
      expect(values).not.toContain("'unsafe-eval'");
    }
    // Nothing for Google's tag or Mapbox unless the tenant uses them.
    expect(first.headers.get('content-security-policy')).not.toMatch(/googletagmanager|mapbox/);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('x-frame-options')).toBe('DENY');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(first.headers.get('permissions-policy')).toMatch(/^geolocation=\(self\), camera=\(\), microphone=\(\)/);

    const again = await (await get('/en/menu', 'a.localhost')).text();
    expect(/nonce="([^"]+)"/.exec(again)?.[1]).not.toBe(nonce);
  });

  it('allows Google tag manager for a tenant with a usable tracking code, and Mapbox for one with a token', async () => {
    api.state.trackingCodes = [{ provider: 'google', web_code: 'G-ABC123', enable: true }];
    api.state.settings = [{ key: 'website.mapbox_token', value: 'pk.test' }];
    const policy = directives((await get('/', 'b.localhost')).headers.get('content-security-policy'));
    expect(policy.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://api.mapbox.com']));
    expect(policy.get('worker-src')).toContain('blob:');
  });

  it("allows a hosted human check's script and frame only for a tenant whose lookup names one, where its script lives too", async () => {
    // Turnstile's documented origin, and a stand-in's when the script is served elsewhere.
    api.state.humanCheck = { provider: 'turnstile', script_url: 'http://127.0.0.1:43999/turnstile/v0/api.js' };
    const turnstile = directives((await get('/', 'hc1.localhost')).headers.get('content-security-policy'));
    expect(turnstile.get('script-src')).toEqual(expect.arrayContaining(['https://challenges.cloudflare.com', 'http://127.0.0.1:43999']));
    expect(turnstile.get('frame-src')).toEqual(["'self'", 'https://challenges.cloudflare.com', 'http://127.0.0.1:43999']);
    expect(turnstile.get('connect-src')).toContain('http://127.0.0.1:43999');
    expect(turnstile.get('style-src')).not.toContain('https://*.hcaptcha.com');

    api.state.humanCheck = { provider: 'hcaptcha', script_url: 'https://js.hcaptcha.com/1/api.js' };
    const hcaptcha = directives((await get('/', 'hc2.localhost')).headers.get('content-security-policy'));
    for (const name of ['script-src', 'frame-src', 'style-src', 'connect-src'])
      expect(hcaptcha.get(name)).toEqual(expect.arrayContaining(['https://hcaptcha.com', 'https://*.hcaptcha.com']));
    expect(hcaptcha.get('script-src')).not.toContain('https://challenges.cloudflare.com');

    api.state.humanCheck = undefined;
    const sandbox = (await get('/', 'hc3.localhost')).headers.get('content-security-policy') ?? '';
    expect(sandbox).not.toMatch(/frame-src|cloudflare|hcaptcha/);
  });

  it('ignores disabled or malformed tracking codes for the policy too', async () => {
    api.state.trackingCodes = [
      { provider: 'google', web_code: 'G-OFF', enable: false },
      { provider: 'google', web_code: '"><script>', enable: true },
    ];
    expect((await get('/', 'c.localhost')).headers.get('content-security-policy')).not.toContain('googletagmanager');
  });

  it('sends the headers with 404 pages and its own assets, and never a source map', async () => {
    const missing = await get('/no/such/page', 'd.localhost');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const script = await get('/main.js', 'd.localhost');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await get('/main.js.map', 'd.localhost')).status).toBe(404);
  });

  it('serves the development outbox as an escaped page when the api has one, and 404 when it has not', async () => {
    expect((await get('/dev/outbox', 'e.localhost')).status).toBe(404);
    api.state.outbox = [
      { channel: 'sms', to: '+966551234567', text: 'Your code is 4821 <b>now</b>', code: '4821', created_at: '2026-11-22T09:00:00.000Z' },
      { channel: 'email', to: 'sara@example.com', text: '<script>alert(1)</script>', code: null, created_at: '2026-11-22T08:00:00.000Z' },
    ];
    const page = await get('/dev/outbox', 'e.localhost');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<td class="code" dir="ltr">4821</td>');
    expect(html).toContain('Development outbox of Sufra');
    expect(html).toContain('صندوق الرسائل التجريبي');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script');
    const policy = directives(page.headers.get('content-security-policy'));
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('style-src')).toEqual([`'nonce-${/<style nonce="([^"]+)">/.exec(html)?.[1]}'`]);
  });

  it('never follows a legacy link to another host', async () => {
    api.state.settings = [{ key: 'website.emenu_redirects', value: { '1': '/\\evil.example', '2': '/menu/e/branch/9f1c' } }];
    expect((await get('/emenu/1', 'f.localhost')).headers.get('location')).toBeNull();
    expect((await get('/emenu/2', 'f.localhost')).headers.get('location')).toBe('/menu/e/branch/9f1c');
  });

  describe('the routes of a popup banner painted before the scripts run', () => {
    const banner = (overrides: Partial<Banner>): Banner =>
      testBanner({ type: 'item', item_id: 101, image: 'popup.png', appear_in_period: 30, ...overrides });

    it('closing sets the cookie that hides the banner for its period and goes back to the page', async () => {
      api.state.popupBanners = [banner({})];
      const closed = await send('POST', '/popup-banners/3/close', 'g.localhost', { back: '/en/menu?branch=1' });
      expect(closed.status).toBe(303);
      expect(closed.headers.get('location')).toBe('/en/menu?branch=1');
      expect(closed.headers.get('set-cookie')).toBe('popup_banner_3=1; Max-Age=1800; Path=/; SameSite=Lax');
      expect((await send('GET', '/popup-banners/3/close', 'g.localhost')).status).toBe(405);
    });

    it('never goes back to another site after closing', async () => {
      api.state.popupBanners = [banner({})];
      for (const back of ['//evil.example/x', '/\\evil.example', 'https://evil.example/']) {
        expect((await send('POST', '/en/popup-banners/3/close', 'h.localhost', { back })).headers.get('location')).toBe('/en');
      }
    });

    it("following sets the cookie and leads to the banner's target in the page's language", async () => {
      api.state.popupBanners = [banner({}), banner({ id: 4, type: 'url', item_id: null, url: 'https://offers.example/kabsa' })];
      const item = await get('/en/popup-banners/3/follow', 'i.localhost');
      expect(item.status).toBe(302);
      expect(item.headers.get('location')).toBe('/en/item/101');
      expect(item.headers.get('set-cookie')).toMatch(/^popup_banner_3=1; Max-Age=1800;/);
      expect((await get('/popup-banners/4/follow', 'i.localhost')).headers.get('location')).toBe('https://offers.example/kabsa');
      const gone = await get('/popup-banners/9/follow', 'i.localhost');
      expect(gone.headers.get('location')).toBe('/');
      expect(gone.headers.get('set-cookie')).toBeNull();
    });
  });

  describe('the installable app: manifest, icons, offline page and service worker', () => {
    it('links the manifest of the page language and registers the worker after load, inline with the page nonce', async () => {
      for (const [pathname, manifest] of [
        ['/menu', '/manifest.webmanifest'],
        ['/en/menu', '/en/manifest.webmanifest'],
      ] as const) {
        const response = await get(pathname, 'app-a.localhost');
        const html = await response.text();
        expect(html).toContain(`<link rel="manifest" href="${manifest}" />`);
        const registration = [...html.matchAll(/<script nonce="([^"]+)">([^<]*)<\/script>/g)].find(
          ([, , body]) => body === SERVICE_WORKER_REGISTRATION,
        );
        expect(registration).toBeDefined();
        expect(response.headers.get('content-security-policy')).toContain(`'nonce-${registration![1]}'`);
      }
    });

    it('serves each language manifest as JSON built from the tenant', async () => {
      api.state.settings = [{ key: 'website.theme_primary_color', value: '#112233' }];
      const en = await get('/en/manifest.webmanifest', 'app-b.localhost');
      expect(en.status).toBe(200);
      expect(en.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
      expect(JSON.parse(await en.text())).toMatchObject({
        name: 'Sufra',
        lang: 'en',
        dir: 'ltr',
        start_url: '/en/',
        theme_color: '#112233',
      });
      const ar = JSON.parse(await (await get('/manifest.webmanifest', 'app-b.localhost')).text()) as { name: string; dir: string };
      expect(ar).toMatchObject({ name: 'سفرة', dir: 'rtl' });
    });

    it.each([
      ['/app-icons/192.png', 192],
      ['/app-icons/512.png', 512],
      ['/app-icons/maskable-512.png', 512],
    ])('draws %s from the tenant logo as a %i px square PNG', async (pathname, size) => {
      const icon = await get(pathname, 'app-c.localhost');
      expect(icon.status).toBe(200);
      expect(icon.headers.get('content-type')).toBe('image/png');
      expect(icon.body.subarray(1, 4).toString('latin1')).toBe('PNG');
      // IHDR: width and height, big-endian, at bytes 16 and 20.
      expect([icon.body.readUInt32BE(16), icon.body.readUInt32BE(20)]).toEqual([size, size]);
    });

    it('the offline page: in the language, the tenant name, no script; its own strict policy', async () => {
      const page = await get('/en/offline', 'app-d.localhost');
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<html lang="en" dir="ltr">');
      expect(html).toContain('You are offline');
      expect(html).toContain('alt="Sufra"');
      expect(html).not.toContain('<script');
      expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'nonce-[^']+'; img-src 'self';/);
      expect(await (await get('/offline', 'app-d.localhost')).text()).toContain('أنت غير متصل بالإنترنت');
    });

    it('serves the worker no-cache, with a policy that lets it fetch this site, the api and the remotes only', async () => {
      const worker = await get('/sw.js', 'app-e.localhost');
      expect(worker.status).toBe(200);
      expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(worker.headers.get('cache-control')).toBe('no-cache');
      const connect = directives(worker.headers.get('content-security-policy')).get('connect-src');
      expect(connect).toEqual(
        expect.arrayContaining(["'self'", 'http://api.example:4000', 'https://menu.cdn.example', 'http://localhost:3006']),
      );
      expect(connect).not.toContain('*');
    });
  });
});
