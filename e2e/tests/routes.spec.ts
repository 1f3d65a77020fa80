import { expect, test } from '../support/test';
import { REMOTE_NAMES } from '@storefront/shared/contracts';
import { localizePath, ROUTES, type RouteOwner } from '@storefront/shared/routing';
import { texts as menu } from '../../mf-menu/src/texts';
import { texts as checkout } from '../../mf-checkout/src/texts';
import { texts as account } from '../../mf-account/src/texts';
import { texts as reservations } from '../../mf-reservations/src/texts';
import { texts as waitingList } from '../../mf-waiting-list/src/texts';
import { texts as emenu } from '../../mf-emenu/src/texts';
import { texts as shell } from '../../shell/src/texts';
import { collectPageErrors } from '../support/console';
import { shellUrl } from '../support/ports';
import { ACCOUNT_CUSTOMER_SCREENS, RESERVATION_CUSTOMER_SCREENS } from '../support/customer-screens';

const TITLES: Record<RouteOwner, { ar: { screens: Record<string, string> }; en: { screens: Record<string, string> } }> = {
  menu,
  checkout,
  account,
  reservations,
  'waiting-list': waitingList,
  emenu,
  shell,
};

/** Shell screens with behaviour of their own (redirects, tenant content), tested in their own specs. */
const OWN_SPECS = new Set(['closed', 'page', 'table', 'cp', 'link', 'referralLink']);

/** Owners whose screens are built, every remote: they show their content, not the route parameters of a placeholder frame. */
const BUILT_OWNERS = new Set<RouteOwner>(REMOTE_NAMES);

/** Checkout screens about one customer's order: a guest gets the login page (checkout-*.spec.ts tests them logged in). */
const CUSTOMER_ORDER_SCREENS = new Set(['checkPayment', 'orderPay', 'order', 'orderTracking']);

// One test per owner and language: the whole table in one test outgrew its two minutes on a slow machine.
const OWNERS = [...new Set(ROUTES.map((route) => route.owner))];

for (const locale of ['ar', 'en'] as const)
  for (const owner of OWNERS)
    test(`every route of ${owner} in the table mounts its owner with a localized frame (${locale})`, async ({ page }) => {
      test.setTimeout(120_000);
      const errors = collectPageErrors(page);
      await page.context().addCookies([{ name: 'lang', value: locale, url: shellUrl('sufra') }]);
      for (const route of ROUTES.filter((r) => r.owner === owner && !OWN_SPECS.has(r.screen))) {
        const params = [...route.path.matchAll(/:([a-zA-Z]+)/g)].map(([, name], index) => [name!, `${name}-${index + 7}`] as const);
        const path = localizePath(
          route.path.replace(/:([a-zA-Z]+)\??/g, (_m, name: string) => params.find(([n]) => n === name)![1]),
          locale,
        );
        const response = await page.goto(shellUrl('sufra', path));
        expect(response?.status(), path).toBe(200);
        if (
          (route.owner === 'account' && ACCOUNT_CUSTOMER_SCREENS.has(route.screen)) ||
          (route.owner === 'checkout' && CUSTOMER_ORDER_SCREENS.has(route.screen)) ||
          (route.owner === 'reservations' && RESERVATION_CUSTOMER_SCREENS.has(route.screen))
        ) {
          await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(account[locale].screens.login);
          continue;
        }
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(TITLES[route.owner][locale].screens[route.screen]!);
        if (BUILT_OWNERS.has(route.owner)) continue;
        for (const [, value] of params) await expect(page.getByText(value, { exact: true }), path).toBeVisible();
      }
      // The made-up ids (a table session `id-9`, ...) are unknown to the api by design: its 404 answers
      // are what those screens explain; anything else logged is a failure.
      expect(errors.filter((error) => !error.includes('status of 404 (Not Found)'))).toEqual([]);
    });
