import { requestHeaders } from './request-headers';

const tenant = { name: 'sufra', app_token: 'tok-123', country: 'SA' as const };

describe('requestHeaders (docs/specification.md §7)', () => {
  it('sends the source, JSON, tenant, country and the first time zone of the country', () => {
    expect(requestHeaders({ tenant, isGuest: true, token: null, langCookie: undefined, locale: 'ar' })).toEqual({
      'x-source': 'web',
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'x-tenant': 'sufra',
      'x-app-token': 'tok-123',
      'x-country': 'SA',
      'x-time-zone': 'Asia/Riyadh',
      'x-localization': 'ar',
    });
    expect(
      requestHeaders({ tenant: { ...tenant, country: 'EG' }, isGuest: true, token: null, langCookie: undefined, locale: 'en' })[
        'x-time-zone'
      ],
    ).toBe('Africa/Cairo');
  });

  it('sends the bearer token only for a customer who is not a guest', () => {
    expect(requestHeaders({ tenant, isGuest: false, token: 'abc', langCookie: undefined, locale: 'ar' })['x-authorization-token']).toBe(
      'Bearer abc',
    );
    expect(requestHeaders({ tenant, isGuest: true, token: 'abc', langCookie: undefined, locale: 'ar' })).not.toHaveProperty(
      'x-authorization-token',
    );
    expect(requestHeaders({ tenant, isGuest: false, token: null, langCookie: undefined, locale: 'ar' })).not.toHaveProperty(
      'x-authorization-token',
    );
  });

  it('takes x-localization from the lang cookie before the current locale, ignoring nonsense', () => {
    expect(requestHeaders({ tenant, isGuest: true, token: null, langCookie: 'en', locale: 'ar' })['x-localization']).toBe('en');
    expect(requestHeaders({ tenant, isGuest: true, token: null, langCookie: 'fr', locale: 'ar' })['x-localization']).toBe('ar');
  });

  it('sends no tenant headers before a tenant is known', () => {
    expect(requestHeaders({ tenant: null, isGuest: true, token: null, langCookie: undefined, locale: 'en' })).not.toHaveProperty(
      'x-tenant',
    );
  });
});
