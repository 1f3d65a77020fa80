import { expect, test } from '../support/test';
import { E2E_PORTS, shellUrl, tenantRequest } from '../support/ports';

const reservationsPort = E2E_PORTS.remotesBase + 4;

test('a tenant with reservations off never downloads that remote and shows not-found for its routes', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.context().addCookies([{ name: 'lang', value: 'en', url: shellUrl('nile') }]);

  const response = await page.goto(shellUrl('nile', '/en/reservations/branch/3'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');

  await page.goto(shellUrl('nile', '/en/waiting-list'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waiting list');
  expect(requested.filter((url) => url.includes(`:${reservationsPort}/`))).toEqual([]);

  const { url, headers } = tenantRequest('nile', '/remotes.json');
  const remotes = await (await page.request.get(url, { headers })).json();
  expect(remotes.remotes.map((r: { name: string }) => r.name)).not.toContain('reservations');
});

test('sufra has reservations on', async ({ page }) => {
  await page.goto(shellUrl('sufra', '/en/reservations/branch/3'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reserve a table');
});

test('an English tenant sends / to /en when no language was chosen', async ({ page }) => {
  await page.goto(shellUrl('nile', '/'));
  await expect(page).toHaveURL(shellUrl('nile', '/en'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
