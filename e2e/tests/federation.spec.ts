import { expect, test } from '../support/test';
import { shellUrl } from '../support/ports';

// The router and react-i18next are not among them: they come with @storefront/shared (one copy, tree-shaken to what the storefront uses).
const SINGLETONS = ['react', 'react-dom', 'mobx', 'mobx-react-lite', 'i18next', '@storefront/shared'];

test('a page with mounted remotes runs exactly one copy of every shared singleton', async ({ page }) => {
  await page.goto(shellUrl('sufra', '/en/checkout'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  // Visit a second remote in the same page (client-side), so two remotes have negotiated their share.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/en/account/login');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');

  const loaded = await page.evaluate((names) => {
    type ShareEntry = { loaded?: boolean; loading?: unknown; from: string; lib?: unknown };
    const share = (
      window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>> } }
    ).__FEDERATION__.__SHARE__;
    const result: Record<string, string[]> = {};
    for (const name of names) {
      const copies = new Set<string>();
      for (const scopes of Object.values(share)) {
        for (const [version, entry] of Object.entries(scopes.default?.[name] ?? {})) {
          if (entry.loaded || entry.lib) copies.add(`${version} from ${entry.from}`);
        }
      }
      result[name] = [...copies];
    }
    return result;
  }, SINGLETONS);
  for (const name of SINGLETONS) expect(loaded[name], name).toHaveLength(1);
  for (const name of SINGLETONS) expect(loaded[name]![0], name).toMatch(/from shell$/);
});

test('a remote writes to the store the shell created, and the shell re-renders', async ({ page }) => {
  await page.goto(shellUrl('sufra', '/en/account/signup'));
  // The remote's screen sets ui.screenTitle in the shared store; the shell's observer puts it in the title.
  await expect(page).toHaveTitle(/^Sign up \| /);
  await page.getByRole('link', { name: 'اعرض الصفحة بالعربية' }).click();
  await expect(page).toHaveTitle(/^إنشاء حساب \| /);
});
