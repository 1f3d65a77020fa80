import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Bootstrap } from '@storefront/shared/contracts';
import { testTenant } from '@storefront/shared/testing';
import { createServerRender, type ServerRender } from './server-render';
import { createServerSideUrl } from './server-side-url';

/** A renderer bundle stand-in: answers what it was asked, or throws for `/en/menu?fail`; renders the shell's contact page. */
const RENDERER = `exports.renderPage = async (input) => {
  if (input.url.includes('fail')) throw new Error('a dish without a name');
  const popup = input.popupBannerId === null ? '' : ' popup ' + input.popupBannerId;
  const owner = input.remote ? input.remote.name + ' ' + input.remote.version : 'shell ' + input.url;
  return { html: '<p>' + owner + popup + '</p>', firstPaint: { answers: {}, popup_banner_id: input.popupBannerId } };
};
exports.shellScreens = ['contactUs', 'branches'];`;

describe('server rendering and its fallback to the browser', () => {
  let remote: Server;
  let remoteUrl: string;
  let render: ServerRender;
  let errors: jest.SpyInstance;
  const rendererFile = path.join(mkdtempSync(path.join(tmpdir(), 'shell-renderer-')), 'render.js');
  writeFileSync(rendererFile, RENDERER);

  const bootstrap = (entry: string): Bootstrap => ({
    tenant: testTenant(),
    settings: [],
    apiUrl: 'http://api.example',
    remotes: [{ name: 'menu', entry }],
  });

  beforeAll(async () => {
    // A remote's static host: the server build only under /with-server/.
    remote = createServer((req, res) => {
      if (req.url === '/with-server/server/remoteEntry.js') res.writeHead(200, { ETag: 'W/"build-1"' }).end('');
      else res.writeHead(404).end();
    }).listen(0);
    remoteUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
    // The api is out of reach: nothing is cached, every render is a fresh one.
    render = createServerRender({ rendererFile, apiUrl: 'http://127.0.0.1:9', serverSideUrl: createServerSideUrl({}) });
  });

  afterAll(() => {
    render.close();
    remote.close();
  });

  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => errors.mockRestore());

  it("renders the route with its owner's server build, next to its browser build, in its deployed version", async () => {
    const page = await render.render(testTenant(), '/en/menu', bootstrap(`${remoteUrl}/with-server/mf-manifest.json`), null);
    expect(page?.html).toBe('<p>menu W/"build-1"</p>');
    expect(errors).not.toHaveBeenCalled();
  });

  it("reaches the server build at the remote's server base when browsers' URL does not work from inside (containers)", async () => {
    const inContainers = createServerRender({
      rendererFile,
      apiUrl: 'http://127.0.0.1:9',
      serverSideUrl: createServerSideUrl({ menu: `${remoteUrl}/with-server` }),
    });
    const page = await inContainers.render(testTenant(), '/en/menu', bootstrap('http://menu.public.invalid/mf-manifest.json'), null);
    inContainers.close();
    expect(page?.html).toBe('<p>menu W/"build-1"</p>');
    expect(errors).not.toHaveBeenCalled();
  });

  it('paints with the page the popup banner the visitor was found to be shown', async () => {
    const page = await render.render(testTenant(), '/en/menu', bootstrap(`${remoteUrl}/with-server/mf-manifest.json`), 7);
    expect(page?.html).toBe('<p>menu W/"build-1" popup 7</p>');
    expect(page?.firstPaint.popup_banner_id).toBe(7);
  });

  it('leaves the page to the browser, and says why, when the server build is missing', async () => {
    const page = await render.render(testTenant(), '/en/menu', bootstrap(`${remoteUrl}/browser-only/mf-manifest.json`), null);
    expect(page).toBeNull();
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/sufra \/en\/menu is rendered in the browser: .*server\/remoteEntry\.js answered 404/),
    );
  });

  it('leaves the page to the browser, and says why, when rendering fails', async () => {
    const page = await render.render(testTenant(), '/en/menu?fail', bootstrap(`${remoteUrl}/with-server/mf-manifest.json`), null);
    expect(page).toBeNull();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('a dish without a name'));
  });

  it("renders the shell's own pages the renderer lists from the renderer itself, no remote loaded", async () => {
    const tenant = testTenant();
    // The remotes' static host is not asked: a shell page renders even with no remote reachable.
    const noRemote = bootstrap('http://127.0.0.1:9/mf-manifest.json');
    expect((await render.render(tenant, '/en/contact-us', noRemote, null))?.html).toBe('<p>shell /en/contact-us</p>');
    expect((await render.render(tenant, '/branches', noRemote, 3))?.html).toBe('<p>shell /branches popup 3</p>');
    expect(errors).not.toHaveBeenCalled();
  });

  it("renders in the browser the shell's pages the renderer does not list and the routes of a remote the tenant has not enabled", async () => {
    const tenant = testTenant();
    expect(await render.render(tenant, '/en/o/message', bootstrap(`${remoteUrl}/with-server/mf-manifest.json`), null)).toBeNull();
    expect(await render.render(tenant, '/en/page/about-us', bootstrap(`${remoteUrl}/with-server/mf-manifest.json`), null)).toBeNull();
    expect(await render.render(tenant, '/en/checkout', bootstrap(`${remoteUrl}/with-server/mf-manifest.json`), null)).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });
});
