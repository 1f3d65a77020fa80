import { expect, test, type Page } from '../support/test';
import { apiCall } from '../support/api';
import { freshCustomer, sessionOnPage } from '../support/accounts';
import { shellUrl } from '../support/ports';

/** Each tenant's look: the theme its settings give (api/src/seed/tenants). */
const LOOKS = {
  sufra: { primary: 'rgb(138, 28, 28)', background: 'rgb(255, 250, 243)', radius: '12px', font: 'Tajawal', socialIcon: 'rgb(138, 28, 28)' },
  nile: { primary: 'rgb(11, 92, 107)', background: 'rgb(247, 251, 252)', radius: '8px', font: 'Cairo', socialIcon: 'rgb(11, 92, 107)' },
} as const;

const TEXTS = {
  en: {
    home: '/en',
    nav: ['Menu', 'Branches', 'Reservations', 'Waiting list', 'My account'],
    main: 'Main',
    open: 'Open the navigation',
    navigation: 'Navigation',
    footer: 'About the restaurant',
    pages: ['About us', 'Privacy policy'],
    contact: 'Contact us',
    app: 'Download the app',
    language: 'Language: العربية',
    switchLanguage: 'اعرض الصفحة بالعربية',
    logIn: 'Log in',
    offers: 'Offers',
    next: 'Next offer',
    pause: 'Pause the offers',
    slide: (i: number, n: number) => `Offer ${i} of ${n}`,
    orderTypes: 'How would you like to order?',
    myOrders: 'My orders',
    usualOrders: 'Usual orders',
  },
  ar: {
    home: '/',
    nav: ['قائمة الطعام', 'الفروع', 'الحجوزات', 'قائمة الانتظار', 'حسابي'],
    main: 'الرئيسية',
    open: 'افتح قائمة التنقل',
    navigation: 'التنقل',
    footer: 'عن المطعم',
    pages: ['من نحن', 'سياسة الخصوصية'],
    contact: 'تواصل معنا',
    app: 'حمّل التطبيق',
    language: 'اللغة: English',
    switchLanguage: 'View this page in English',
    logIn: 'تسجيل الدخول',
    offers: 'العروض',
    next: 'العرض التالي',
    pause: 'أوقف تقليب العروض',
    slide: (i: number, n: number) => `العرض ${i} من ${n}`,
    orderTypes: 'كيف تود أن تطلب؟',
    myOrders: 'طلباتي',
    usualOrders: 'الطلبات المعتادة',
  },
} as const;

const path = (locale: 'ar' | 'en', bare: string) => (locale === 'en' ? `/en${bare === '/' ? '' : bare}` : bare);

/** The language the page is opened in sticks (nile sends `/` to `/en` otherwise). */
const inLanguage = async (page: Page, tenant: string, locale: 'ar' | 'en') => {
  await page.context().addCookies([{ name: 'lang', value: locale, url: shellUrl(tenant) }]);
};

/** Where the popup banner would cover the page, it is closed for good before the test looks. */
const withoutPopup = async (page: Page, tenant: string) => {
  const answer = await apiCall(tenant, '/api/v1/tenant/banners/all?place=web_popup');
  const banners = (answer.body?.data ?? []) as Array<{ id: number }>;
  await page.context().addCookies(banners.map(({ id }) => ({ name: `popup_banner_${id}`, value: '1', url: shellUrl(tenant) })));
};

const noHorizontalOverflow = async (page: Page) => {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
};

const lookOf = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const css = (selector: string, property: string) => {
      const element = document.querySelector(selector);
      return element ? getComputedStyle(element).getPropertyValue(property) : null;
    };
    const body = getComputedStyle(document.body);
    return {
      bodyFont: body.fontFamily,
      background: body.backgroundColor,
      heroTitle: css('.sf-hero__title', 'color'),
      orderTypeRadius: css('.sf-order-type', 'border-top-left-radius'),
      orderTypeName: css('.sf-order-type__name', 'color'),
      cartButton: css('.sf-cart-button', 'background-color'),
      social: css('.sf-footer__social a', 'color'),
      loadedFaces: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/["']/g, '')),
    };
  });

for (const locale of ['ar', 'en'] as const) {
  const text = TEXTS[locale];

  test.describe(`the tenant's look (${locale})`, () => {
    test('sufra and nile each show their own colours, radius, social colour and self-hosted font, on the shell and the remotes', async ({
      page,
    }) => {
      const fontRequests: string[] = [];
      page.on('request', (request) => {
        if (/\.woff2?(\?|$)/.test(request.url())) fontRequests.push(request.url());
      });
      const looks: Record<string, Awaited<ReturnType<typeof lookOf>>> = {};
      for (const tenant of ['sufra', 'nile'] as const) {
        await withoutPopup(page, tenant);
        await inLanguage(page, tenant, locale);
        await page.goto(shellUrl(tenant, path(locale, '/')));
        await expect(page.getByRole('heading', { name: text.orderTypes })).toBeVisible();
        await expect(page.locator('.sf-cart-button')).toBeVisible();
        await expect(page.locator('.sf-footer__social a').first()).toBeVisible();
        looks[tenant] = await lookOf(page);
        const expected = LOOKS[tenant];
        const look = looks[tenant]!;
        expect(look.bodyFont.startsWith(expected.font)).toBe(true);
        expect(look.loadedFaces).toContain(expected.font);
        expect(look.background).toBe(expected.background);
        expect(look.heroTitle).toBe(expected.primary);
        expect(look.orderTypeName).toBe(expected.primary);
        expect(look.cartButton).toBe(expected.primary);
        expect(look.orderTypeRadius).toBe(expected.radius);
        expect(look.social).toBe(expected.socialIcon);
      }
      expect(looks.sufra!.heroTitle).not.toBe(looks.nile!.heroTitle);
      expect(looks.sufra!.bodyFont).not.toBe(looks.nile!.bodyFont);
      // Self-hosted: every font file comes from the storefront's own origin.
      expect(fontRequests.length).toBeGreaterThan(0);
      for (const url of fontRequests) expect(new URL(url).hostname).toMatch(/^(sufra|nile)\.localhost$/);
    });

    test('the logo keeps its 4:1 aspect ratio at a readable height', async ({ page }) => {
      await withoutPopup(page, 'sufra');
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(shellUrl('sufra', path(locale, '/menu')));
      const logo = page.getByRole('banner').locator('img.sf-brand__logo');
      await expect(logo).toBeVisible();
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const box = (await logo.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(32);
      expect(box.width / box.height).toBeCloseTo(4, 1);
    });
  });

  test.describe(`navigation and footer (${locale})`, () => {
    test('desktop: the main links (modules on only), the footer pages, contact, app, social links and language', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await withoutPopup(page, 'sufra');
      await page.goto(shellUrl('sufra', path(locale, '/')));
      const nav = page.getByRole('banner').getByRole('navigation', { name: text.main });
      await expect(nav.getByRole('link')).toHaveText([...text.nav]);
      await expect(page.getByRole('button', { name: text.open })).toBeHidden();
      const footer = page.getByRole('contentinfo');
      const footerNav = footer.getByRole('navigation', { name: text.footer });
      for (const name of text.pages) await expect(footerNav.getByRole('link', { name })).toBeVisible();
      await expect(footerNav.getByRole('link', { name: text.pages[0] })).toHaveAttribute('href', path(locale, '/page/about-us'));
      await expect(footerNav.getByRole('link', { name: text.contact })).toHaveAttribute('href', path(locale, '/contact-us'));
      await expect(footerNav.getByRole('link', { name: text.app })).toHaveAttribute('href', path(locale, '/app'));
      const social = footer.locator('.sf-footer__social a');
      await expect(social).toHaveCount(4);
      await expect(social.first()).toHaveAttribute('href', 'https://www.facebook.com/sufra.demo');
      await expect(social.first()).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(footer.getByRole('link', { name: text.language })).toBeVisible();
      await noHorizontalOverflow(page);

      // The app page gives the iOS link with the tenant's app id.
      await footerNav.getByRole('link', { name: text.app }).click();
      // The home page's main holds links too: wait for the app page before reading its one link.
      await expect(page.getByRole('main').getByRole('heading', { name: text.app })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: /App Store/ })).toHaveAttribute(
        'href',
        'https://apps.apple.com/app/id6450012345',
      );

      // nile has reservations off: no link to them.
      await page.goto(shellUrl('nile', path(locale, '/menu')));
      await expect(page.getByRole('banner').getByRole('navigation', { name: text.main }).getByRole('link')).toHaveText(
        text.nav.filter((_, i) => i !== 2),
      );
    });

    for (const width of [360, 412]) {
      test(`phone ${width} px: one header row with cart, login and language; the menu button opens a dialog`, async ({ page }) => {
        await page.setViewportSize({ width, height: 780 });
        await withoutPopup(page, 'sufra');
        await page.goto(shellUrl('sufra', path(locale, '/menu')));
        const header = page.getByRole('banner');
        await expect(header.locator('.sf-cart-button')).toBeVisible();
        for (const link of [header.getByRole('link', { name: text.logIn }), header.getByRole('link', { name: text.switchLanguage })]) {
          await expect(link).toBeVisible();
          const box = (await link.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(width);
        }
        expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72);
        await expect(header.getByRole('navigation', { name: text.main })).toBeHidden();
        await noHorizontalOverflow(page);

        const toggle = page.getByRole('button', { name: text.open });
        await toggle.click();
        const dialog = page.getByRole('dialog', { name: text.navigation });
        await expect(dialog.getByRole('link')).toHaveText([...text.nav]);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(toggle).toBeFocused();

        await toggle.click();
        await dialog.getByRole('link', { name: text.nav[1] }).click();
        await expect(page).toHaveURL(shellUrl('sufra', path(locale, '/branches')));
        await expect(dialog).toBeHidden();
        await noHorizontalOverflow(page);
      });
    }

    test('a long customer name is cut in the header at 360 px, whole in its accessible name', async ({ page }) => {
      const { token } = await freshCustomer('sufra');
      // As long as a name may be (30 characters).
      const name = locale === 'ar' ? 'عبدالرحمن محمد سعد آل القحطاني' : 'Abdulrahman Mohammed AlQahtani';
      const updated = await apiCall('sufra', '/api/v1/user/customers/update', { method: 'PUT', token, body: { name } });
      expect(updated.status).toBe(200);
      await sessionOnPage(page, 'sufra', token);
      await withoutPopup(page, 'sufra');
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto(shellUrl('sufra', path(locale, '/menu')));
      const account = page.getByRole('banner').getByRole('link', { name: new RegExp(name) });
      await expect(account).toBeVisible();
      await expect(account).toHaveAttribute('title', name);
      const box = (await account.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThanOrEqual(72);
      await noHorizontalOverflow(page);

      // On a desktop the name shows, cut with an ellipsis, on one header row.
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(account).toContainText(name.slice(0, 5));
      const cut = await account.locator('.sf-header__account-text').evaluate((element) => element.scrollWidth > element.clientWidth);
      expect(cut).toBe(true);
      expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThanOrEqual(72);

      // The account leads to my orders and my usual orders.
      await page.goto(shellUrl('sufra', path(locale, '/account')));
      await expect(page.getByRole('main').getByRole('link', { name: text.myOrders })).toHaveAttribute(
        'href',
        path(locale, '/account/orders'),
      );
      await expect(page.getByRole('main').getByRole('link', { name: text.usualOrders })).toHaveAttribute(
        'href',
        path(locale, '/order-as-usual'),
      );
    });
  });

  test.describe(`home (${locale})`, () => {
    test('a hero from the settings and the slider banners as a carousel (pause, previous/next, link rules)', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await inLanguage(page, 'nile', locale);
      await page.goto(shellUrl('nile', path(locale, '/')));
      const hero = page.locator('.sf-hero');
      await expect(hero.getByRole('heading', { level: 2 }).first()).toHaveText(locale === 'ar' ? 'مطبخ النيل' : 'Nile Kitchen');
      await expect(hero.locator('img.sf-hero__cover')).toBeVisible();
      await expect(hero.getByRole('link', { name: new RegExp(`^${locale === 'ar' ? 'توصيل' : 'Delivery'}`) })).toBeVisible();

      const carousel = page.getByRole('region', { name: text.offers });
      await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
      const first = carousel.getByRole('group', { name: text.slide(1, 2) });
      await expect(first).toBeVisible();
      // A url banner opens the address in a new tab.
      await expect(first.getByRole('link')).toHaveAttribute('href', 'https://www.instagram.com/nile.kitchen.demo');
      await expect(first.getByRole('link')).toHaveAttribute('target', '_blank');
      await carousel.getByRole('button', { name: text.pause }).click();
      await carousel.getByRole('button', { name: text.next }).click();
      const second = carousel.getByRole('group', { name: text.slide(2, 2) });
      await expect(second).toBeVisible();
      await expect(first).toBeHidden();
      // A default banner is an image only.
      await expect(second.getByRole('link')).toHaveCount(0);
      await expect(second.getByRole('img')).toBeVisible();
      await noHorizontalOverflow(page);
    });

    test('reduced motion: the carousel never turns by itself; a group banner opens the menu at its group', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await withoutPopup(page, 'sufra');
      await page.goto(shellUrl('sufra', path(locale, '/')));
      const carousel = page.getByRole('region', { name: text.offers });
      const slide = carousel.getByRole('group', { name: text.slide(1, 1) });
      await expect(slide.getByRole('link')).toHaveAttribute('href', `${path(locale, '/menu')}#group12`);
      await expect(carousel.getByRole('button')).toHaveCount(0);
    });
  });

  test.describe(`defects (${locale})`, () => {
    test('following the popup banner counts as closing it', async ({ page }) => {
      await page.goto(shellUrl('sufra', path(locale, '/menu')));
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('link').click();
      await expect(page).toHaveURL(shellUrl('sufra', path(locale, '/item/101')));
      const cookie = (await page.context().cookies()).find((c) => c.name.startsWith('popup_banner_'));
      expect(cookie?.value).toBe('1');
      await page.goto(shellUrl('sufra', path(locale, '/menu')));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test("the closed site shows only its name, the language and the restaurant's contact: no cart, login, navigation or footer pages", async ({
      page,
    }) => {
      await page.goto(shellUrl('closed', path(locale, '/closed')));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'ar' ? 'الموقع مغلق' : 'The site is closed');
      await page.waitForLoadState('networkidle');
      const links = page.getByRole('link');
      // The other language, then the restaurant's phone and e-mail (closed-contact.spec.ts reads them).
      await expect(links).toHaveCount(3);
      await expect(links.first()).toHaveAttribute('hreflang', locale === 'ar' ? 'en' : 'ar');
      await expect(links.nth(1)).toHaveAttribute('href', /^tel:/);
      await expect(links.nth(2)).toHaveAttribute('href', /^mailto:/);
      await expect(page.locator('.sf-cart-button')).toHaveCount(0);
      await expect(page.getByRole('button', { name: text.open })).toHaveCount(0);
    });
  });
}
