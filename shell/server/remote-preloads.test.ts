import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemotePreloads, withPageLinks, type PageLinks } from './remote-preloads';
import { createServerSideUrl } from './server-side-url';

const manifestOf = (appFile: string) => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'App',
      path: './App',
      assets: { js: { sync: [appFile], async: ['later.js'] }, css: { sync: ['styles.v1.css'], async: ['styles.v1.css', 'screen.css'] } },
    },
    { name: 'CartButton', path: './CartButton', assets: { js: { sync: ['cart.js'], async: [] }, css: { sync: [], async: [] } } },
  ],
});

describe('the preloads of a page', () => {
  let server: Server;
  let base: string;
  let deployed = { etag: '"v1"', appFile: '__federation_expose_App.v1.js' };
  let manifestAnswers: number[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const status = req.headers['if-none-match'] === deployed.etag ? 304 : 200;
      manifestAnswers.push(status);
      res.writeHead(status, { etag: deployed.etag, 'content-type': 'application/json' });
      res.end(status === 200 ? JSON.stringify(manifestOf(deployed.appFile)) : undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const remotes = () => [
    { name: 'menu' as const, entry: `${base}/mf-manifest.json` },
    { name: 'checkout' as const, entry: 'http://checkout.invalid/mf-manifest.json' },
  ];
  const apiPublicUrl = 'http://api.example.com:4000/';
  /** The head a page gets with these links (a page the browser renders, unless `painted`). */
  const head = (links: PageLinks) => withPageLinks('<head></head>', links, { painted: false, nonce: 'n' });

  it("connects to the api and preloads the route owner's manifest, entry and App files", async () => {
    const links = head(await createRemotePreloads({ timeoutMs: 10_000 })({ pathname: '/en/menu', remotes: remotes(), apiPublicUrl }));
    expect(links).toContain('<link rel="preconnect" href="http://api.example.com:4000" crossorigin />');
    expect(links).toContain(`<link rel="preconnect" href="${base}" />`);
    expect(links).toContain(`<link rel="preload" as="fetch" href="${base}/mf-manifest.json" crossorigin />`);
    expect(links).toContain(`<link rel="preload" as="script" href="${base}/remoteEntry.js" />`);
    expect(links).toContain(`<link rel="preload" as="script" href="${base}/__federation_expose_App.v1.js" />`);
    expect(links).not.toMatch(/later\.js|cart\.js|checkout\.invalid/);
  });

  it('leaves the head of a page the server painted to its connections and stylesheets: its scripts start after its first paint', async () => {
    const links = await createRemotePreloads({ timeoutMs: 10_000 })({ pathname: '/en/menu', remotes: remotes(), apiPublicUrl });
    const page = withPageLinks('<head></head><body><script defer src="/main.js"></script></body>', links, { painted: true, nonce: 'n' });
    expect(page).toContain(`<link rel="preconnect" href="${base}" />`);
    expect(page).toContain(`<link rel="stylesheet" href="${base}/styles.v1.css" />`);
    expect(page).not.toContain('rel="preload"');
    expect(page).not.toContain('<script defer');
    expect(page).toContain(`"href":"${base}/remoteEntry.js"`);
  });

  it("links every stylesheet of the route owner's App once, so a server-rendered page is styled at its first paint", async () => {
    const { stylesheets } = await createRemotePreloads({ timeoutMs: 10_000 })({ pathname: '/en/menu', remotes: remotes(), apiPublicUrl });
    expect(stylesheets).toEqual([
      `<link rel="stylesheet" href="${base}/styles.v1.css" />`,
      `<link rel="stylesheet" href="${base}/screen.css" />`,
    ]);
  });

  it('reads the manifest where this server reaches the remote, and links the files at their public URLs', async () => {
    const publicMenu = [{ name: 'menu' as const, entry: 'http://menu.public.invalid/mf-manifest.json' }];
    const preloads = createRemotePreloads({ timeoutMs: 10_000, serverSideUrl: createServerSideUrl({ menu: base }) });
    const links = head(await preloads({ pathname: '/menu', remotes: publicMenu, apiPublicUrl }));
    expect(links).toContain('<link rel="preload" as="script" href="http://menu.public.invalid/remoteEntry.js" />');
    expect(links).toContain('<link rel="stylesheet" href="http://menu.public.invalid/styles.v1.css" />');
    expect(links).not.toContain(base);
  });

  it('revalidates the manifest with its ETag and preloads a redeployed remote from the next page on', async () => {
    const preloads = createRemotePreloads({ timeoutMs: 10_000 });
    manifestAnswers = [];
    await preloads({ pathname: '/menu', remotes: remotes(), apiPublicUrl });
    await preloads({ pathname: '/menu', remotes: remotes(), apiPublicUrl });
    expect(manifestAnswers).toEqual([200, 304]);
    deployed = { etag: '"v2"', appFile: '__federation_expose_App.v2.js' };
    expect(head(await preloads({ pathname: '/menu', remotes: remotes(), apiPublicUrl }))).toContain('__federation_expose_App.v2.js');
  });

  it('sends a page without remote preloads when the owner is unreachable or the route is the shell’s', async () => {
    const preloads = createRemotePreloads({ timeoutMs: 10_000 });
    const unreachable = [{ name: 'menu' as const, entry: 'http://127.0.0.1:1/mf-manifest.json' }];
    const links = head(await preloads({ pathname: '/menu', remotes: unreachable, apiPublicUrl }));
    expect(links).toContain('rel="preconnect" href="http://api.example.com:4000"');
    expect(links).not.toMatch(/preload|stylesheet/);
    expect(head(await preloads({ pathname: '/no-such-page', remotes: remotes(), apiPublicUrl }))).not.toContain('preload');
  });

  it("puts the preloads first in the head and the remote's stylesheets last", () => {
    const links: PageLinks = { connections: ['<link c />'], preloads: [{ as: 'script', href: 'p.js' }], stylesheets: ['<link s />'] };
    expect(withPageLinks('<html><head><title>t</title></head></html>', links, { painted: false, nonce: 'n' })).toBe(
      '<html><head>\n<link c />\n<link rel="preload" as="script" href="p.js" />\n<title>t</title><link s />\n</head></html>',
    );
  });
});
