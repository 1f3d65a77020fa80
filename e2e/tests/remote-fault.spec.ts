import { expect, test } from '../support/test';
import { freshCustomer, sessionOnPage } from '../support/accounts';
import { E2E_PORTS, shellUrl } from '../support/ports';
import { texts as account } from '../../mf-account/src/texts';

/** The account remote's origin in the suite (the third remote of the registry). */
const ACCOUNT_ORIGIN = `localhost:${E2E_PORTS.remotesBase + 3}`;

/**
 * A file of a remote that fails (a dropped connection: its preload and the first load) never leaves
 * the screen loading: the federation runtime forgets the failed load and its retry plugin loads it again. The two screens a
 * stuck "Loading…" was seen on in CI: my orders (the account remote first) and a customer's order
 * page opened by a guest (the checkout remote, then the account remote's login).
 */
const FILES = [
  ['its entry', /\/remoteEntry\.js$/],
  ['its manifest', /\/mf-manifest\.json$/],
  ['its ./App chunk', /\/__federation_expose_App\.[0-9a-f]+\.js$/],
] as const;

for (const locale of ['ar', 'en'] as const)
  for (const [file, pattern] of FILES)
    for (const screen of ['orders', 'login'] as const)
      test(`${locale}: the account remote's ${file} failing twice still shows ${screen === 'orders' ? 'my orders' : 'the login a guest is sent to'}`, async ({
        page,
        context,
      }) => {
        if (screen === 'orders') await sessionOnPage(page, 'sufra', (await freshCustomer('sufra')).token);
        let failed = 0;
        await context.route(
          (url) => url.host === ACCOUNT_ORIGIN && pattern.test(url.pathname),
          (route) => (failed++ < 2 ? route.abort() : route.continue()),
        );
        const path = screen === 'orders' ? '/account/orders' : '/o/id-7/pay';
        await page.goto(shellUrl('sufra', locale === 'ar' ? path : `/en${path}`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(account[locale].screens[screen]);
        expect(failed).toBeGreaterThan(2);
      });
