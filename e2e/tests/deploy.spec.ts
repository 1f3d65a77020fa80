import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../support/test';
import { isolationUrl } from '../support/ports';
import { underServiceWorker } from '../support/service-worker';

const ROOT = path.resolve(__dirname, '../..');
const run = promisify(execFile);

/** The remote's page in each language: both are loaded under the worker before the redeploy, both reload after it. */
const PAGES = [
  { path: '/reservations', heading: 'الحجوزات' },
  { path: '/en/reservations', heading: 'Reservations' },
] as const;

test('a remote rebuilt and redeployed in place is picked up by the running shell on the next load, with the service worker installed (ar, en)', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const pages = [
    { ...PAGES[0], page },
    { ...PAGES[1], page: await context.newPage() },
  ];
  for (const { page: tab, path: pagePath, heading } of pages) {
    await tab.goto(isolationUrl(pagePath));
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(heading);
    // The worker controls the page and has kept the remote's manifest, entry and chunks.
    await underServiceWorker(tab);
    await expect(tab.locator('[data-remote="reservations"]')).not.toHaveAttribute('data-build', /.+/);
  }
  const kept = await page.evaluate(async () =>
    (await caches.open('entries-v1').then((cache) => cache.keys())).map((request) => request.url),
  );
  expect(kept.some((url) => new URL(url).pathname.endsWith('/mf-manifest.json'))).toBe(true);

  // The reservations team ships a new version: build it alone, straight into the folder the
  // isolation shell's reservations server serves (global setup).
  await run('npx', ['webpack', '--mode', 'production', '--env', `outputPath=${process.env.E2E_DEPLOY_DIR!}`], {
    cwd: path.join(ROOT, 'mf-reservations'),
    env: { ...process.env, REMOTE_BUILD_ID: 'e2e-redeploy' },
    maxBuffer: 16 * 1024 * 1024,
  });

  for (const { page: tab, heading } of pages) {
    await tab.reload();
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(tab.locator('[data-remote="reservations"]')).toHaveAttribute('data-build', 'e2e-redeploy');
  }
});
