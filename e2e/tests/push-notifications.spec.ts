import { createECDH, randomBytes } from 'node:crypto';
import { PUSH_PATHS, pushSubscribeRequestSchema, type PushMessage } from '@storefront/shared/contracts';
import type { BrowserContext } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { test as onDesktop } from '../support/desktop-notifications';
import { apiCall } from '../support/api';
import { skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';
import { WAITING, waitingBranchId } from '../support/waiting-list';
import { FOUR_HUMMUS, OLAYA } from '../support/checkout';
import { placeOrderByApi } from '../support/orders';
import { confirmedReservation, customerForReservations } from '../support/reservations';
import { pushTexts } from '../../shared/src/push/texts';

/** A P-256 public key (65 bytes), base64url: a VAPID key or a subscription's p256dh. */
const p256Key = () => createECDH('prime256v1').generateKeys().toString('base64url');

const ORIGIN = shellUrl('sufra', '').replace(/\/$/, '');

/**
 * Whether the stack's api serves web push. On a branch without it, the two
 * calls are answered here (the key, and 201 `{ subscribed: true }`); with it, they reach the api.
 */
let apiServesPush: Promise<boolean> | undefined;
const servesPush = () => (apiServesPush ??= apiCall('sufra', PUSH_PATHS.publicKey).then((answer) => answer.status !== 404));

/** The api's VAPID key the page will be given: the real one, or one answered here. */
const publicKeyFor = async (page: Page): Promise<string> => {
  if (await servesPush()) {
    const key = (await apiCall('sufra', PUSH_PATHS.publicKey)).body?.public_key;
    expect(typeof key, 'the e2e api is started with VAPID keys').toBe('string');
    return key as string;
  }
  const key = p256Key();
  await page.route(`**${PUSH_PATHS.publicKey}`, (route) => route.fulfill({ status: 200, json: { public_key: key } }));
  await page.route(`**${PUSH_PATHS.subscriptions}`, (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 201, json: { subscribed: true } }) : route.fallback(),
  );
  return key;
};

/**
 * This machine reaches no push service (FCM), so the browser's `subscribe` is replaced, in the page
 * only: it records what it was asked and answers a subscription as Chromium would.
 */
const fakePushService = (page: Page, subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) =>
  page.addInitScript((made) => {
    const asked: { userVisibleOnly: boolean; key: string }[] = [];
    Object.assign(window, { pushSubscribeAsked: asked });
    const subscription = {
      endpoint: made.endpoint,
      expirationTime: null,
      toJSON: () => ({ endpoint: made.endpoint, expirationTime: null, keys: made.keys }),
    } as unknown as PushSubscription;
    // The browser keeps its subscription across reloads (kept here for the tab).
    const SUBSCRIBED = 'fake-push-subscribed';
    PushManager.prototype.getSubscription = async () => (sessionStorage.getItem(SUBSCRIBED) ? subscription : null);
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const bytes = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      const key = btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      asked.push({ userVisibleOnly: options?.userVisibleOnly ?? false, key });
      sessionStorage.setItem(SUBSCRIBED, '1');
      return subscription;
    };
  }, subscription);

/** The page subscribes through the fake push service with a fresh subscription, and is given the api's key. */
const subscribingPage = async (page: Page) => {
  const subscription = {
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(8).toString('hex')}`,
    keys: { p256dh: p256Key(), auth: randomBytes(16).toString('base64url') },
  };
  await fakePushService(page, subscription);
  return { subscription, publicKey: await publicKeyFor(page) };
};

/** The notifications the shell's worker shows, as plain values. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, tag, icon, lang, dir, data }) => ({
      title,
      body,
      tag,
      icon,
      lang,
      dir,
      data: data as unknown,
    }));
  });

/** Delivers pushes to the shell's installed worker through the DevTools protocol, as the push service would. */
const pushDelivery = async (context: BrowserContext, page: Page) => {
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  const shell = () => registrations.find((r) => r.scopeURL === `${ORIGIN}/` && !r.isDeleted);
  await expect.poll(() => shell() !== undefined).toBe(true);
  const { registrationId } = shell()!;
  return async (message: PushMessage) => {
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: ORIGIN, registrationId, data: JSON.stringify(message) });
  };
};

/** "Your turn" for the waiting-list entry at `url`, as the api words it. */
const yourTurn = (locale: 'ar' | 'en', url: string): PushMessage => ({
  title: locale === 'ar' ? 'حان دورك الآن' : 'Your turn now',
  body: locale === 'ar' ? 'تفضل إلى استقبال سفرة - العليا.' : 'Please come to the host stand of Sufra - Olaya.',
  icon: '/app-icons/192.png',
  url,
  tag: `waiting:${url}`,
});

const workerActive = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

/** Joins Olaya's line on the page as `name` with `mobile`, a party of two: the entry page is shown. */
const joinOnPage = async (page: Page, locale: 'ar' | 'en', name: string, mobile: string) => {
  const texts = WAITING[locale];
  const branchId = await waitingBranchId('Sufra - Olaya');
  await page.goto(shellUrl('sufra', `${texts.prefix}/waiting-list/branch/${branchId}`));
  await page.getByRole('textbox', { name: texts.name }).fill(name);
  await page.getByRole('textbox', { name: texts.mobile }).fill(mobile);
  await page.getByRole('textbox', { name: texts.partySize }).fill('2');
  await page.getByRole('button', { name: texts.join }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.entryTitle);
};

test.beforeEach(async ({ context }) => {
  await skipPopupBanners(context, 'sufra');
  await context.grantPermissions(['notifications'], { origin: ORIGIN });
});

for (const locale of ['ar', 'en'] as const) {
  const texts = WAITING[locale];
  const push = pushTexts[locale];
  const digit = locale === 'ar' ? 1 : 2;

  test.describe(`web push (${locale}), the opt-in's code held`, () => {
    // The page's requests must pass through page.route, not the worker's cache.
    test.use({ serviceWorkers: 'block' });

    test("the entry page keeps the opt-in's place while its code comes: the buttons of the line under it do not move", async ({ page }) => {
      // The opt-in's chunk (known by a text of its own) is held until the entry page is measured.
      let holding = true;
      const held: Array<() => Promise<void>> = [];
      await page.route('**/*.js', async (route) => {
        // Node does not resolve *.localhost as the browser does: the shell's own files go to loopback with their Host.
        const url = new URL(route.request().url());
        const host = url.host;
        url.hostname = url.hostname.endsWith('.localhost') ? '127.0.0.1' : url.hostname;
        const response = await route.fetch({ url: url.href, headers: { ...route.request().headers(), host } });
        const body = await response.text();
        if (holding && body.includes('push: subscribing failed')) held.push(() => route.fulfill({ response, body }));
        else await route.fulfill({ response, body });
      });
      await joinOnPage(page, locale, `Held ${locale}`, `55730019${digit}`);
      const leave = page.getByRole('button', { name: texts.leave });
      await expect(leave).toBeVisible();
      await expect.poll(() => held.length).toBe(1);
      const before = (await leave.boundingBox())!.y;

      holding = false;
      await held[0]!();
      await expect(page.getByRole('button', { name: push.ask.waiting })).toBeVisible();
      expect(Math.abs((await leave.boundingBox())!.y - before)).toBeLessThan(1);
    });
  });

  test.describe(`web push (${locale})`, () => {
    test('a push delivered to the installed worker shows its notification in the page language; a newer one of the same target replaces it', async ({
      page,
      context,
    }) => {
      await page.goto(shellUrl('sufra', `${texts.prefix}/`));
      await workerActive(page);
      const deliver = await pushDelivery(context, page);

      const message = yourTurn(locale, `${texts.prefix}/waiting-list/branch/1/${randomBytes(24).toString('base64url')}`);
      await deliver(message);
      const expected = {
        title: message.title,
        body: message.body,
        tag: message.tag,
        icon: `${ORIGIN}/app-icons/192.png`,
        lang: locale,
        dir: locale === 'ar' ? 'rtl' : 'ltr',
        data: { url: message.url },
      };
      await expect.poll(() => shownNotifications(page)).toEqual([expected]);

      // "Called again": the same target's tag, so one notification, the newer text.
      const again = { ...message, body: locale === 'ar' ? 'نناديك مرة أخرى.' : 'We are calling you again.' };
      await deliver(again);
      await expect.poll(() => shownNotifications(page)).toEqual([{ ...expected, body: again.body }]);
    });

    test('the entry page subscribes after a tap: the POST carries the subscription, the entry and the page language; "Notifications on" after a reload; the same button turns them off', async ({
      page,
    }) => {
      const { subscription, publicKey } = await subscribingPage(page);

      await joinOnPage(page, locale, `Notified ${locale}`, `55730009${digit}`);
      const token = new URL(page.url()).pathname.split('/').pop();
      await workerActive(page);

      // Nothing is asked on load: the button waits for a tap. A finger's target, in the page's direction.
      const button = page.getByRole('button', { name: push.ask.waiting });
      await expect(button).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { pushSubscribeAsked: unknown[] }).pushSubscribeAsked)).toEqual([]);
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      expect(await button.evaluate((element) => getComputedStyle(element).direction)).toBe(locale === 'ar' ? 'rtl' : 'ltr');

      const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(PUSH_PATHS.subscriptions));
      await button.click();
      const request = await posted;
      expect(pushSubscribeRequestSchema.parse(request.postDataJSON())).toEqual({
        subscription,
        target: { kind: 'waiting', token },
        lang: locale,
      });
      expect((await request.response())?.status()).toBe(201);
      await expect(page.getByRole('status').filter({ hasText: push.subscribed.waiting })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { pushSubscribeAsked: unknown[] }).pushSubscribeAsked)).toEqual([
        { userVisibleOnly: true, key: publicKey },
      ]);

      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: push.on })).toBeVisible();
      await expect(page.getByRole('button', { name: push.ask.waiting })).toHaveCount(0);

      // Turned off with the same button: the api forgets this browser for this entry only.
      const unsubscribed = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(PUSH_PATHS.unsubscribe));
      await page.getByRole('button', { name: push.turnOff }).click();
      const off = await unsubscribed;
      expect(off.postDataJSON()).toEqual({ endpoint: subscription.endpoint, target: { kind: 'waiting', token } });
      expect((await off.response())?.status()).toBe(204);
      await expect(page.getByRole('status').filter({ hasText: push.off })).toBeVisible();
      await expect(page.getByRole('button', { name: push.ask.waiting })).toBeFocused();
      await page.reload();
      await expect(page.getByRole('button', { name: push.ask.waiting })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: push.on })).toHaveCount(0);
    });
  });

  test.describe(`web push (${locale}), the order and reservation pages`, () => {
    for (const kind of ['order', 'reservation'] as const) {
      test(`the ${kind} page subscribes after a tap: the POST carries the subscription, the ${kind} and the page language`, async ({
        page,
      }) => {
        const { subscription } = await subscribingPage(page);
        const token = await customerForReservations(page);
        // A reservation on a day of its own at Olaya (3 and 4 days ahead are no other spec's).
        const target =
          kind === 'order'
            ? { kind, order_id: (await placeOrderByApi('sufra', token, { ...OLAYA, order_type: 'pickup', lines: FOUR_HUMMUS })).id }
            : { kind, reservation_id: await confirmedReservation(token, locale === 'ar' ? 3 : 4) };
        const id = 'order_id' in target ? target.order_id : target.reservation_id;
        await page.goto(shellUrl('sufra', `${texts.prefix}/${kind === 'order' ? 'o' : 'reservations'}/${id}`));

        const button = page.getByRole('button', { name: push.ask[kind] });
        await expect(button).toBeVisible();
        const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(PUSH_PATHS.subscriptions));
        await button.click();
        const request = await posted;
        expect(pushSubscribeRequestSchema.parse(request.postDataJSON())).toEqual({ subscription, target, lang: locale });
        expect((await request.response())?.status()).toBe(201);
        await expect(page.getByRole('status').filter({ hasText: push.subscribed[kind] })).toBeVisible();
      });
    }
  });

  test.describe(`web push (${locale}), a click on the notification`, () => {
    // Each test launches a browser of its own (its desktop's bus in its environment) and installs the worker in a
    // fresh profile: about twice a shared-browser test's work.
    test.describe.configure({ timeout: 60_000 });

    /** A desktop browser with notifications allowed and a tab at the entry page of a party that has joined the line. */
    const joinedOnDesktop = async (context: BrowserContext, name: string, mobile: string) => {
      await skipPopupBanners(context, 'sufra');
      await context.grantPermissions(['notifications'], { origin: ORIGIN });
      const tab = context.pages()[0] ?? (await context.newPage());
      await joinOnPage(tab, locale, name, mobile);
      await workerActive(tab);
      return { tab, entry: new URL(tab.url()).pathname };
    };

    onDesktop('opens the page it is about in a new tab, in its language', async ({ desktopContext: context, desktop }) => {
      const { tab, entry } = await joinedOnDesktop(context, `Clicked ${locale}`, `55730020${digit}`);
      await tab.goto(shellUrl('sufra', `${texts.prefix}/`));
      const message = yourTurn(locale, entry);
      await (
        await pushDelivery(context, tab)
      )(message);

      await expect.poll(() => desktop.shown.length).toBe(1);
      const [shown] = desktop.shown;
      expect(shown!.summary).toBe(message.title);
      expect(shown!.body).toContain(message.body);

      const opened = context.waitForEvent('page');
      desktop.click(shown!.id);
      const page = await opened;
      await expect(page).toHaveURL(`${ORIGIN}${entry}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.entryTitle);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect.poll(() => desktop.closed).toEqual([shown!.id]);
    });

    onDesktop('brings forward the tab already at its page instead of opening another', async ({ desktopContext: context, desktop }) => {
      const { tab, entry } = await joinedOnDesktop(context, `Focused ${locale}`, `55730021${digit}`);
      // The tab loaded at the branch's page and moved to the entry page, without a load, when the party joined.
      const loadedAt = shellUrl('sufra', `${texts.prefix}/waiting-list/branch/${await waitingBranchId('Sufra - Olaya')}`);
      const other = await context.newPage();
      await other.goto(shellUrl('sufra', `${texts.prefix}/`));
      await other.bringToFront();

      // Headless tabs are all "visible" and "focused": the worker's focus call shows which tab it brings forward, by the
      // address the tab loaded at (a client's `url`).
      const worker = context.serviceWorkers().find((candidate) => candidate.url() === `${ORIGIN}/sw.js`);
      expect(worker, "the shell's worker runs").toBeDefined();
      await worker!.evaluate(() => {
        type Tab = { url: string };
        const { prototype } = (self as unknown as { WindowClient: { prototype: { focus(this: Tab): Promise<Tab> } } }).WindowClient;
        const focus = prototype.focus;
        const focused: string[] = [];
        Object.assign(self, { focused });
        prototype.focus = function (this: Tab) {
          focused.push(this.url);
          return focus.call(this);
        };
      });
      await (
        await pushDelivery(context, other)
      )(yourTurn(locale, entry));
      await expect.poll(() => desktop.shown.length).toBe(1);
      desktop.click(desktop.shown[0]!.id);

      await expect.poll(() => worker!.evaluate(() => (self as unknown as { focused: string[] }).focused)).toEqual([loadedAt]);
      expect(tab.url()).toBe(`${ORIGIN}${entry}`);
      expect(context.pages()).toEqual([tab, other]);
    });
  });
}
