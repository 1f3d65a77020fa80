import { expect, test, type Page } from '../support/test';
import { apiCall, loginByMobile } from '../support/api';
import { shellUrl } from '../support/ports';

const encodeState = (state: unknown) => Buffer.from(encodeURIComponent(JSON.stringify(state))).toString('base64');

/** A guest starts a login at /auth: the nonce the storefront stored is handed to the login page, to come back in the state. */
const startLogin = async (page: Page, tenant: string, path: string): Promise<string> => {
  await page.goto(shellUrl(tenant, path));
  await expect(page).toHaveURL(/\/account\/login\?nonce=/);
  return new URL(page.url()).searchParams.get('nonce')!;
};

test.describe('login return and session', () => {
  test('a valid state logs the customer in only after the API confirms the token, and leaves the URL', async ({ page }) => {
    const nonce = await startLogin(page, 'sufra', '/en/auth');
    const { token, customer } = await loginByMobile('sufra', 'SA', '551234567');
    const balanceCalls: string[] = [];
    page.on('request', (request) => {
      if (/(wallet-logs|points-logs)\/balance/.test(request.url())) balanceCalls.push(new URL(request.url()).pathname);
    });
    await page.goto(shellUrl('sufra', `/en/account?state=${encodeURIComponent(encodeState({ token, customer, nonce }))}&tab=info`));
    await expect(page.getByRole('link', { name: /^My account \(Sara/ })).toBeVisible();
    await expect(page).toHaveURL(shellUrl('sufra', '/en/account?tab=info'));
    await expect.poll(() => balanceCalls.sort()).toEqual(['/api/v1/loyalty/points-logs/balance', '/api/v1/wallet/wallet-logs/balance']);

    // The token survives a reload and is checked again.
    await page.reload();
    await expect(page.getByRole('link', { name: /^My account \(Sara/ })).toBeVisible();

    // Revoked elsewhere: the next refresh answers 401 and the customer becomes a guest.
    expect((await apiCall('sufra', '/api/v1/user/auth/logout', { method: 'POST', token })).status).toBeLessThan(300);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('storefront.sufra.session'))).toBeNull();
  });

  test('a forged or malformed state leaves a guest, with no error page', async ({ page }) => {
    const forged = encodeState({ token: 'forged-token', customer: { name: 'Mallory' } });
    await page.goto(shellUrl('sufra', `/account?state=${encodeURIComponent(forged)}`));
    // /account needs a customer: the guest is sent to the login page, to come back afterwards.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول');
    await expect(page.getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
    await expect(page).toHaveURL(shellUrl('sufra', `/account/login?return=${encodeURIComponent('/account')}`));
    await expect(page.getByText('Mallory')).toHaveCount(0);

    await page.goto(shellUrl('sufra', '/en/menu?state=%%%not-base64'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Menu');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('a token of one tenant is useless on another', async ({ page }) => {
    const { token } = await loginByMobile('sufra', 'SA', '559876543');
    await page.context().addCookies([{ name: 'lang', value: 'en', url: shellUrl('nile') }]);
    // A login nile's storefront started, answered with a sufra token: the api refuses it at nile.
    const nonce = await startLogin(page, 'nile', '/en/auth');
    await page.goto(shellUrl('nile', `/en/account?state=${encodeURIComponent(encodeState({ token, nonce }))}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});
