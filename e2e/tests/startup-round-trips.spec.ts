import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { freshCustomer, sessionOnPage } from '../support/accounts';
import { E2E_PORTS, shellUrl } from '../support/ports';

/** The scripts the shell's build lists as every page's startup (build-tools/startup-files.cjs). */
const STARTUP_FILES = JSON.parse(readFileSync(path.join(__dirname, '../../shell/dist/startup-files.json'), 'utf8')) as string[];

const SHELL_ORIGIN = `sufra.localhost:${E2E_PORTS.shell}`;

// A screen left on "Loading…": the shell's entry imports its libraries one task after
// another, so without preloads each file was asked for only once the one before had arrived and run:
// seven round trips before a screen, over 10 s on a loaded machine. Here no shell script is answered
// until every startup file has been asked for: one round trip, whatever the page.
const PAGES = [
  { kind: 'server-painted', path: '/en/menu', customer: false },
  { kind: 'browser-rendered', path: '/en/account/orders', customer: true },
];

for (const { kind, path: pagePath, customer } of PAGES) {
  test(`a cold ${kind} page asks for every startup script before any has answered, then shows its screen`, async ({ page, context }) => {
    if (customer) await sessionOnPage(page, 'sufra', (await freshCustomer('sufra')).token);
    let holding = true;
    const held: Route[] = [];
    const asked = new Set<string>();
    await context.route(
      (url) => url.host === SHELL_ORIGIN && url.pathname.endsWith('.js'),
      (route) => {
        if (!holding) return route.continue();
        asked.add(new URL(route.request().url()).pathname.slice(1));
        held.push(route);
      },
    );
    await page.goto(shellUrl('sufra', pagePath), { waitUntil: 'commit' });
    await expect.poll(() => STARTUP_FILES.filter((file) => !asked.has(file)), { timeout: 15_000 }).toEqual([]);

    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-first-paint', /hydrated|rendered/);
  });
}
