import { expect, test } from '../support/test';
import { shellUrl } from '../support/ports';

const operatorEvent = (room: string, event: string, payload: Record<string, unknown> = {}) =>
  fetch(`${process.env.E2E_API_URL}/api/v1/operator/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant': 'sufra', 'x-operator-key': 'sufra-operator-demo' },
    body: JSON.stringify({ room, event, payload }),
  });

test('a tenant-wide update event reloads every open page of that tenant only', async ({ browser }) => {
  const sufra = await browser.newPage();
  const nile = await browser.newPage();
  await sufra.goto(shellUrl('sufra', '/en/checkout'));
  await nile.goto(shellUrl('nile', '/en/checkout'));
  await expect(sufra.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  await expect(nile.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  // Mark both documents; a reload gives a fresh document without the mark.
  for (const page of [sufra, nile]) await page.evaluate(() => ((window as unknown as { mark: boolean }).mark = true));
  await expect.poll(() => sufra.evaluate(() => document.documentElement.dataset.socket)).toBe('connected');

  const reloaded = sufra.waitForEvent('load');
  const sent = await operatorEvent('client_frontend', 'update');
  expect(sent.status).toBe(202);
  await reloaded;
  expect(await sufra.evaluate(() => (window as unknown as { mark?: boolean }).mark ?? false)).toBe(false);
  await expect(sufra.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  expect(await nile.evaluate(() => (window as unknown as { mark?: boolean }).mark ?? false)).toBe(true);
});

test('only enabled tracking codes of a valid form are loaded', async ({ page, analyticsRequests }) => {
  await page.goto(shellUrl('sufra', '/en/checkout'));
  await expect(page.locator('script[data-tracking-code]')).toHaveCount(1);
  await expect(page.locator('script[data-tracking-code="G-SUFRA12345"]')).toHaveCount(1);
  // The route's handler records the request a moment after the script element is in the page.
  await expect.poll(() => analyticsRequests).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-SUFRA12345']);
  expect(await page.content()).not.toContain('alert(1)');
});

test('a page whose socket cannot connect keeps working', async ({ page }) => {
  // Neither the WebSocket nor the polling fallback can reach the api.
  await page.routeWebSocket(/\/socket\.io\//, (socket) => socket.close());
  await page.route('**/socket.io/**', (route) => route.abort());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(shellUrl('sufra', '/en/branches'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Branches');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-socket', 'disconnected');
  await page.getByRole('link', { name: /Home$/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
  expect(errors).toEqual([]);
});
