import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '../support/test';
import { serveFolder } from '@storefront/static-host';
import { E2E_PORTS, isolationUrl } from '../support/ports';

const ROOT = path.resolve(__dirname, '../..');

test('a remote rebuilt and redeployed in place is picked up by the running shell on the next load', async ({ page }) => {
  test.setTimeout(180_000);
  const deployDir = process.env.E2E_DEPLOY_DIR!;
  const server = await serveFolder({ root: deployDir, port: E2E_PORTS.deployRemote, label: 'mf-reservations (deploy test)' });
  try {
    await page.goto(isolationUrl('/en/reservations'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reservations');
    const remoteRoot = page.locator('[data-remote="reservations"]');
    await expect(remoteRoot).not.toHaveAttribute('data-build', /.+/);

    // The reservations team ships a new version: build it alone, straight into the served folder.
    const build = spawnSync('npx', ['webpack', '--mode', 'production', '--output-path', deployDir], {
      cwd: path.join(ROOT, 'mf-reservations'),
      env: { ...process.env, REMOTE_BUILD_ID: 'e2e-redeploy' },
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reservations');
    await expect(remoteRoot).toHaveAttribute('data-build', 'e2e-redeploy');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
