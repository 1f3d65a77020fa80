import type { Banner } from '../contracts';
import { bannerCookieName, bannerHiddenSeconds, closedBannerCookie, popupBannerToShow, showsPopupBanners } from './banner-period';
import { decodeLoginState, encodeLoginState } from './login-state';
import { issueLoginNonce, LOGIN_NONCE_LIFETIME_MS, loginNonceStorageKey, takeLoginNonce } from './login-nonce';
import { statusColors, tenantText } from './messages';
import { themeCss, themeVariables } from './theme';
import { usableTrackingCodes } from './tracking-codes';

describe('tracking codes', () => {
  it('keeps only enabled G-/UA- codes of letters, digits and hyphens', () => {
    expect(
      usableTrackingCodes([
        { provider: 'google', web_code: 'G-SUFRA12345', enable: true },
        { provider: 'google', web_code: 'UA-1234-1', enable: true },
        { provider: 'google', web_code: 'G-OFF1', enable: false },
        { provider: 'google', web_code: '<script>alert(1)</script>', enable: true },
        { provider: 'google', web_code: 'G-bad code', enable: true },
        { provider: 'google', web_code: 'GTM-ABC', enable: true },
        { provider: 'google', web_code: 'G-SUFRA12345', enable: true },
      ]),
    ).toEqual(['G-SUFRA12345', 'UA-1234-1']);
  });
});

describe('popup banner period', () => {
  it('hides a closed banner for 60 s × appear_in_period, per banner id', () => {
    expect(bannerHiddenSeconds(30)).toBe(1800);
    expect(bannerHiddenSeconds(-5)).toBe(0);
    expect(bannerCookieName(7)).toBe('popup_banner_7');
  });
  it('shows only on /, /en, /menu and /en/menu', () => {
    for (const path of ['/', '/en', '/menu', '/en/menu', '/menu/']) expect(showsPopupBanners(path)).toBe(true);
    for (const path of ['/checkout', '/menu/delivery', '/en/account']) expect(showsPopupBanners(path)).toBe(false);
  });
  it('closes with a cookie of the whole site that lives the period, as document.cookie and Set-Cookie take it', () => {
    expect(closedBannerCookie({ id: 7, appear_in_period: 30 } as Banner)).toBe('popup_banner_7=1; Max-Age=1800; Path=/; SameSite=Lax');
  });
  it('shows the first popup banner not hidden, only where popups show', () => {
    const banners = [{ id: 1 }, { id: 2 }] as Banner[];
    expect(popupBannerToShow(banners, '/en/menu', () => false)?.id).toBe(1);
    expect(popupBannerToShow(banners, '/en/menu', (id) => id === 1)?.id).toBe(2);
    expect(popupBannerToShow(banners, '/en/menu', () => true)).toBeUndefined();
    expect(popupBannerToShow(banners, '/checkout', () => false)).toBeUndefined();
  });
});

describe('login state', () => {
  it('reads base64 of URI-encoded JSON with token and customer', async () => {
    const state = encodeLoginState({ token: 'abc', customer: { name: 'سارة' } });
    expect(await decodeLoginState(state)).toEqual({ token: 'abc', customer: { name: 'سارة' } });
  });
  it.each([
    null,
    '',
    '%%%',
    btoa('not json'),
    btoa(encodeURIComponent('{"customer":{}}')),
    btoa(encodeURIComponent('{"token":""}')),
    'x'.repeat(9000),
  ])('gives null for malformed state %#', async (state) => {
    expect(await decodeLoginState(state)).toBeNull();
  });
});

describe('tenant texts and status colours', () => {
  const messages = [
    { key: 'submitted', ar: 'تم الاستلام', en: 'Received' },
    { key: 'submitted_background_color', ar: '#112233', en: '#112233' },
  ];
  it('lets a language.* setting override the tenant message', () => {
    const settings = new Map<string, unknown>([['language.en.submitted', 'Order placed']]);
    expect(tenantText(messages, settings, 'submitted', 'en')).toBe('Order placed');
    expect(tenantText(messages, settings, 'submitted', 'ar')).toBe('تم الاستلام');
    expect(tenantText(messages, settings, 'unknown', 'ar')).toBeUndefined();
  });
  it('gives status colours from messages, with the spec defaults', () => {
    expect(statusColors(messages, new Map(), 'created', 'en')).toEqual({ background: '#112233', text: '#ff0000' });
    expect(statusColors(messages, new Map(), 'b2b_pending', 'en')).toEqual({ background: '#efeae5', text: '#ff0000' });
  });
});

describe('theme', () => {
  it('turns valid theme settings into CSS variables and drops anything else', () => {
    const variables = themeVariables(
      [
        { key: 'website.theme_primary_color', value: '#8A3B12' },
        { key: 'website.theme_text_color', value: 'red;} body{display:none' },
        { key: 'website.theme_radius', value: '14' },
        { key: 'website.theme_font', value: "'Tajawal', sans-serif" },
        { key: 'website.theme_shadow', value: '0 2px 6px rgba(0,0,0,0.1)' },
        { key: 'website.theme_background_image', value: '/media/sufra/pattern.svg' },
        { key: 'social.icon_color', value: 'url(javascript:alert(1))' },
      ],
      'http://api.test',
    );
    expect(variables).toEqual({
      '--sf-primary': '#8A3B12',
      '--sf-radius': '14px',
      '--sf-font': "'Tajawal', sans-serif",
      '--sf-shadow': '0 2px 6px rgba(0,0,0,0.1)',
      '--sf-background-image': 'url("http://api.test/media/sufra/pattern.svg")',
    });
    expect(themeCss({ '--sf-primary': '#fff' })).toBe(':root{--sf-primary:#fff}');
  });
});

describe('login nonce', () => {
  beforeEach(() => localStorage.clear());

  it('is stored per tenant, accepted once, and only while fresh', () => {
    const nonce = issueLoginNonce(localStorage, 'sufra', 1_000);
    expect(takeLoginNonce(localStorage, 'nile', nonce, 2_000)).toBe(false);
    expect(takeLoginNonce(localStorage, 'sufra', undefined, 2_000)).toBe(false);
    expect(takeLoginNonce(localStorage, 'sufra', `${nonce}0`, 2_000)).toBe(false);
    expect(takeLoginNonce(localStorage, 'sufra', nonce, 2_000)).toBe(true);
    expect(takeLoginNonce(localStorage, 'sufra', nonce, 2_000)).toBe(false);

    const late = issueLoginNonce(localStorage, 'sufra', 1_000);
    expect(takeLoginNonce(localStorage, 'sufra', late, 1_000 + LOGIN_NONCE_LIFETIME_MS + 1)).toBe(false);
    expect(localStorage.getItem(loginNonceStorageKey('sufra'))).toBeNull();
  });
});
