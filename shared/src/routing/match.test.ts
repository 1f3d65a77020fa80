import { matchRoute } from './match';
import { localeOfPath, localizePath, stripLocale } from './locale-path';

describe('matchRoute', () => {
  it.each([
    ['/', 'home', 'menu', {}],
    ['/en', 'home', 'menu', {}],
    ['/en/menu/delivery', 'menuByType', 'menu', { type: 'delivery' }],
    ['/menu/dine_in/session/42', 'dineInMenu', 'menu', { type: 'dine_in', id: '42' }],
    ['/menu/dine_in/branch/7', 'emenuBranch', 'emenu', { type: 'dine_in', id: '7' }],
    ['/menu/e/branch/abc-1', 'emenuBranch', 'emenu', { uuid: 'abc-1' }],
    ['/o/message', 'orderMessage', 'shell', {}],
    ['/o/55', 'order', 'checkout', { id: '55' }],
    ['/o/55/pay', 'orderPay', 'checkout', { id: '55' }],
    ['/reservations/branch/3/continue-reservation/9', 'continueReservation', 'reservations', { id: '3', reservation: '9' }],
    ['/reservations/branch/continue-reservation', 'continueReservation', 'reservations', {}],
    ['/reservations/branch/3', 'reservationBranch', 'reservations', { id: '3' }],
    ['/page', 'page', 'shell', {}],
    ['/en/page/about-us', 'page', 'shell', { slug: 'about-us' }],
    ['/waiting-list/branch/2/8', 'waitingListEntry', 'waiting-list', { id: '2', reservation: '8' }],
    ['/account/orders/2', 'orders', 'account', { page: '2' }],
  ])('%s -> %s (%s)', (path, screen, owner, params) => {
    const match = matchRoute(path);
    expect(match?.route.screen).toBe(screen);
    expect(match?.route.owner).toBe(owner);
    expect(match?.params).toEqual(params);
  });

  it.each(['/nope', '/en/menu/a/b/c/d', '/account/orders/1/2', '/english'])('%s is unknown', (path) => {
    expect(matchRoute(path)).toBeNull();
  });
});

describe('locale paths', () => {
  it('reads the locale from the prefix', () => {
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/en/menu')).toBe('en');
    expect(localeOfPath('/menu')).toBe('ar');
    expect(localeOfPath('/english')).toBe('ar');
  });
  it('strips and adds the prefix', () => {
    expect(stripLocale('/en')).toBe('/');
    expect(stripLocale('/en/checkout')).toBe('/checkout');
    expect(localizePath('/checkout', 'en')).toBe('/en/checkout');
    expect(localizePath('/en/checkout', 'ar')).toBe('/checkout');
    expect(localizePath('/', 'en')).toBe('/en');
  });
});
