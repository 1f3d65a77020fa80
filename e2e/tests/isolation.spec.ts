import path from 'node:path';
import { expect, test } from '../support/test';
import { serveFolder } from '@storefront/static-host';
import { E2E_PORTS, isolationUrl } from '../support/ports';

const WAITING_LIST_DIST = path.resolve(__dirname, '../../mf-waiting-list/dist');

test.describe('a broken remote stays inside its own part of the page', () => {
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

    const server = await serveFolder({ root: WAITING_LIST_DIST, port: E2E_PORTS.stoppableRemote, label: 'mf-waiting-list (test)' });
    try {
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the waiting list');
      await expect(page.getByText('4', { exact: true })).toBeVisible();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
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
