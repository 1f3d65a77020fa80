import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { expect, test } from '../support/test';
import { E2E_PORTS, isolationUrl } from '../support/ports';
import { ROOT, remotePortVariable } from '../../scripts/lib/stack.cjs';

/** `npm run remote -- mf-waiting-list` (docs/adding-a-remote.md), on the isolation shell's port for that remote. */
const serveWaitingListAgain = () =>
  spawn(process.execPath, ['scripts/remote.mjs', 'mf-waiting-list'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, [remotePortVariable('waiting-list')]: String(E2E_PORTS.stoppableRemote) },
  });

/** Resolves once the command says it serves the remote; fails if it exits first. */
const serving = (child: ChildProcess) =>
  new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`npm run remote exited (${code}) before serving`)));
  });

test.describe('a broken remote stays inside its own part of the page', () => {
  // Without the service worker: with it, a remote once loaded is answered from its cache while its
  // server is down (docs/decisions/tests-without-service-worker.md); deploy.spec.ts runs with the worker.
  test.use({ serviceWorkers: 'block' });
  test('a remote whose server is down shows a retry that works once the server is back', async ({ page }) => {
    await page.goto(isolationUrl('/en/waiting-list/branch/4'));
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This part of the page could not be loaded');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Every other route keeps working in the same page.
    await page.getByRole('link', { name: /Home$/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
    await page.goBack();
    await expect(page.getByRole('alert')).toBeVisible();

    const remote = serveWaitingListAgain();
    try {
      await serving(remote);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the waiting list');
      await expect(page.getByRole('alert')).toHaveText('This branch does not run a waiting list.');
    } finally {
      remote.kill('SIGINT');
      await once(remote, 'exit');
    }

    // Stopped again: the next visit shows the fallback once more, inside the frame.
    await page.goto(isolationUrl('/en/waiting-list/branch/4'));
    await expect(page.getByRole('alert')).toContainText('This part of the page could not be loaded');
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('a remote that throws while rendering shows a localized fallback in its place', async ({ page }) => {
    await page.goto(isolationUrl('/emenu/5'));
    await expect(page.getByRole('alert')).toContainText('توقف هذا الجزء من الصفحة عن العمل');
    await expect(page.getByRole('button', { name: 'أعد المحاولة' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.goto(isolationUrl('/menu'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('قائمة الطعام');
  });
});
