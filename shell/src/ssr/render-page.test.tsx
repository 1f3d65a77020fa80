/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Bootstrap } from '@storefront/shared';
import { testBranch, testTenant } from '@storefront/shared/testing';
import { renderPage } from './render-page';

// The renderer bundle requires jsdom at run time (webpack's own `require`); here Node's.
(globalThis as { __non_webpack_require__?: NodeJS.Require }).__non_webpack_require__ = require;

const ABOUT = {
  id: 1,
  slug: 'about-us',
  title: { ar: 'من نحن', en: 'About us' },
  content: { ar: '<p>منذ ٢٠١٢</p>', en: '<p>Since 2012</p><img src="x" onerror="alert(1)"><script>alert(2)</script>' },
};

/** The api as the renderer reaches it: the tenant's content (one page) and one branch. */
const answers: Record<string, unknown> = {
  '/api/v1/tenant/pages/by-type/web': { data: [ABOUT] },
  '/api/v1/branch/frontend/branches': { data: [testBranch({ id: 4, names: { ar: 'فرع العليا', en: 'Olaya' } })] },
};

describe("the renderer: the shell's own pages on the server", () => {
  let api: Server;
  let apiUrl: string;
  const asked: string[] = [];
  const bootstrap = (): Bootstrap => ({ tenant: testTenant(), settings: [], apiUrl: 'http://api.invalid', remotes: [] });

  beforeAll(() => {
    api = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://api.invalid').pathname;
      asked.push(path);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answers[path] ?? { data: [] }));
    }).listen(0);
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });

  afterAll(() => api.close());

  beforeEach(() => {
    asked.length = 0;
  });

  it('renders the branches with their data, and carries the answers for the browser to hydrate from', async () => {
    const page = await renderPage({ url: '/en/branches', bootstrap: bootstrap(), apiUrl, remote: null, popupBannerId: null });
    expect(page?.html).toMatch(/<h1 id="[^"]+">Branches<\/h1>/);
    expect(page?.html).toContain('Olaya');
    expect(Object.keys(page?.firstPaint.answers ?? {}).some((key) => key.includes('/api/v1/branch/frontend/branches'))).toBe(true);
  });

  it('renders the contact form as a usable form: labelled fields and its send button, in Arabic', async () => {
    const page = await renderPage({ url: '/contact-us', bootstrap: bootstrap(), apiUrl, remote: null, popupBannerId: null });
    const html = page?.html ?? '';
    expect(html).toMatch(/<h1 id="[^"]+">تواصل معنا<\/h1>/);
    expect(html).toMatch(/<form[^>]*class="sf-form"/);
    expect(html).toMatch(/<textarea[^>]*name="message"/);
    expect(html).toMatch(/<input[^>]*name="email"/);
    expect(html).toContain('<button type="submit" class="sf-button">');
    // Its controls wait for hydration: nothing typed or sent before the script runs is lost.
    expect(html).toContain('<fieldset class="sf-form__controls" disabled="">');
    // Nothing of the human check's question is asked while rendering: it comes after hydration.
    expect(asked).not.toContain('/api/v1/tenant/human-check');
  });

  it("renders a content page's tenant HTML sanitized: its text, no script nor handler", async () => {
    const page = await renderPage({ url: '/en/page/about-us', bootstrap: bootstrap(), apiUrl, remote: null, popupBannerId: null });
    const html = page?.html ?? '';
    expect(html).toMatch(/<h1 id="[^"]+">About us<\/h1>/);
    expect(html).toContain('<p>Since 2012</p>');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('alert(2)');
  });

  it("leaves the shell's other pages to the browser", async () => {
    expect(await renderPage({ url: '/en/o/message', bootstrap: bootstrap(), apiUrl, remote: null, popupBannerId: null })).toBeNull();
  });
});
