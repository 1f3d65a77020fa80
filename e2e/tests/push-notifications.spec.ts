import { createECDH, randomBytes } from 'node:crypto';
import { PUSH_PATHS, pushSubscribeRequestSchema } from '@storefront/shared/contracts';
import { expect, test, type Page } from '../support/test';
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
 * Whether the stack's api serves web push (its half of issue 31). On a branch without it, the two
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
      const cdp = await context.newCDPSession(page);
      const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
      await cdp.send('ServiceWorker.enable');
      await expect.poll(() => registrations.some((r) => r.scopeURL === `${ORIGIN}/` && !r.isDeleted)).toBe(true);
      const registrationId = registrations.find((r) => r.scopeURL === `${ORIGIN}/` && !r.isDeleted)!.registrationId;

      const token = randomBytes(24).toString('base64url');
      const message = {
        title: locale === 'ar' ? 'حان دورك الآن' : 'Your turn now',
        body: locale === 'ar' ? 'تفضل إلى استقبال سفرة - العليا.' : 'Please come to the host stand of Sufra - Olaya.',
        icon: '/app-icons/192.png',
        url: `${texts.prefix}/waiting-list/${token}`,
        tag: `waiting:${token}`,
      };
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: ORIGIN, registrationId, data: JSON.stringify(message) });
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
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: ORIGIN, registrationId, data: JSON.stringify(again) });
      await expect.poll(() => shownNotifications(page)).toEqual([{ ...expected, body: again.body }]);
    });

    test('the entry page subscribes after a tap: the POST carries the subscription, the entry and the page language; "Notifications on" after a reload; the same button turns them off', async ({
      page,
    }) => {
      const subscription = {
        endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(8).toString('hex')}`,
        keys: { p256dh: p256Key(), auth: randomBytes(16).toString('base64url') },
      };
      await fakePushService(page, subscription);
      const publicKey = await publicKeyFor(page);

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
        const subscription = {
          endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(8).toString('hex')}`,
          keys: { p256dh: p256Key(), auth: randomBytes(16).toString('base64url') },
        };
        await fakePushService(page, subscription);
        await publicKeyFor(page);
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
}
