import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../support/test';
import { isolationUrl } from '../support/ports';
import { underServiceWorker } from '../support/service-worker';

const ROOT = path.resolve(__dirname, '../..');
const run = promisify(execFile);

test('a remote rebuilt and redeployed in place is picked up by the running shell on the next load, with the service worker installed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto(isolationUrl('/en/reservations'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reservations');
  // The worker controls the page and has kept the remote's manifest, entry and chunks.
  await underServiceWorker(page);
  const remoteRoot = page.locator('[data-remote="reservations"]');
  await expect(remoteRoot).not.toHaveAttribute('data-build', /.+/);
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

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reservations');
  await expect(remoteRoot).toHaveAttribute('data-build', 'e2e-redeploy');
});
