import { API_PATHS, FRAME_PATHS, HEADERS, OPERATOR_EVENTS_PATH, OPERATOR_KEY_HEADER, apiErrorSchema } from '@storefront/shared/contracts';
import { sandboxPageSecurityHeaders } from '../payments/sandbox-page';
import { SUFRA } from '../seed/tenants/sufra';
import { loginWithCode } from '../testing/customer-login';
import { orderCalls } from '../testing/order-calls';
import { call, storefrontHeaders } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { testDatabases } from '../testing/test-databases';
import { MAX_BODY_DEPTH } from './nul-guard';
import { useTestApi } from '../testing/test-suite';

const HUMMUS = { item_id: 131, quantity: 1, option_ids: [], notes: '' };

describe.each(testDatabases())('the api surface on $label', (database) => {
  // Sunday 12:00 in Riyadh: the order this suite places finds its branch open at any hour the suite runs.
  const clock = createTestClock('2026-11-22T09:00:00Z');
  const suite = useTestApi(database, { clock: clock.now, devOutbox: true, storefrontUrl: 'http://{host}:8080' });

  const postOperatorEvent = (body: string, contentType = 'application/json') =>
    call(suite.api, OPERATOR_EVENTS_PATH, {
      method: 'POST',
      headers: { [HEADERS.tenant]: 'sufra', [OPERATOR_KEY_HEADER]: SUFRA.operatorKey, 'content-type': contentType },
      body,
    });

  it('answers a 10,000-deep JSON array with 400 and a message, not a stack overflow', async () => {
    const response = await postOperatorEvent(`${'['.repeat(10_000)}${']'.repeat(10_000)}`);
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(response.body).message).toBe(
      `Invalid body: it must not nest lists or objects more than ${MAX_BODY_DEPTH} levels deep`,
    );
  });

  it('still takes a body nested within the limit', async () => {
    let payload: unknown = 'leaf';
    for (let level = 0; level < MAX_BODY_DEPTH - 2; level += 1) payload = [payload];
    const response = await postOperatorEvent(JSON.stringify({ room: 'client_frontend', event: 'update', payload: { deep: payload } }));
    expect(response.status).toBeLessThan(300);
  });

  it('answers a text/plain body with 415, as documented', async () => {
    const response = await postOperatorEvent(JSON.stringify({ room: 'client_frontend', event: 'update' }), 'text/plain');
    expect(response.status).toBe(415);
    expect(apiErrorSchema.parse(response.body).message.length).toBeGreaterThan(0);
  });

  it.each([
    ['JSON', API_PATHS.settings],
    ['an error', '/nothing/here'],
    ['a media file (an SVG may hold styles, never scripts)', '/media/sufra/logo.svg'],
  ])('sends the security headers with %s', async (_kind, path) => {
    const response = await call(suite.api, path, {
      query: path === API_PATHS.settings ? { groups: 'general' } : undefined,
      headers: storefrontHeaders(SUFRA),
    });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('permissions-policy')).toContain('geolocation=()');
  });

  it('never lets the sandbox payment page be framed, and lets its forms go only to itself and the storefront', async () => {
    const calls = orderCalls(suite.api, SUFRA);
    const sara = (await loginWithCode(suite.api, SUFRA, { country_code: 'SA', mobile: '551234567' })).token;
    const { payment } = await calls.placed(
      sara,
      {
        cart_id: await calls.cart({ branch_id: 1, order_type: 'pickup', lines: [HUMMUS] }),
        delivery_time: 'asap',
        payment_method: 'hosted',
        human_check: await calls.humanCheck(),
      },
      'surface-frame-0001',
    );
    if (!payment?.redirect_url) throw new Error('no payment page');
    const page = await fetch(payment.redirect_url.replace(/^https?:\/\/[^/]+/, suite.api.url));
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/form-action 'self' http:\/\/sufra\.localhost:8080(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    // The page's one style element is allowed by its hash, so it still renders styled.
    const style = /<style>([^<]*)<\/style>/.exec(await page.text())?.[1] ?? '';
    const { createHash } = await import('node:crypto');
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  });

  it('refuses a name or message holding a right-to-left override or a zero-width space, on the field', async () => {
    const response = await call(suite.api, FRAME_PATHS.contactMessages, {
      method: 'POST',
      headers: { ...storefrontHeaders(SUFRA), 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Sara\u202E321',
        email: 'sara@example.com',
        country_code: 'SA',
        mobile: '0551234567',
        message: 'Hello\u200Bthere',
        human_check: { key: 'k', answer: '7' },
      }),
    });
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(response.body).errors).toMatchObject({
      name: ['validation.hiddenCharacters'],
      message: ['validation.hiddenCharacters'],
    });
  });

  it('builds no form-action source from a return URL that is not one', () => {
    expect(sandboxPageSecurityHeaders('not a url')['content-security-policy']).toContain("form-action 'self';");
  });
});
