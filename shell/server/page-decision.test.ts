import { testTenant } from '@storefront/shared/testing';
import { decidePage } from './page-decision';

const sufra = testTenant();
const nile = testTenant({ name: 'nile', default_language: 'en', modules: { ...sufra.modules, reservations: false } });
const closed = testTenant({ name: 'closed', website_enabled: false });

const decide = (pathname: string, tenant = sufra, langCookie?: string, search = '') => decidePage({ pathname, search, tenant, langCookie });

describe('decidePage', () => {
  it('serves known routes with 200 and unknown ones with 404', () => {
    expect(decide('/menu')).toEqual({ kind: 'page', status: 200 });
    expect(decide('/en/order/12/tracking')).toEqual({ kind: 'page', status: 200 });
    expect(decide('/no-such-page')).toEqual({ kind: 'page', status: 404 });
    expect(decide('/en/no-such-page')).toEqual({ kind: 'page', status: 404 });
  });

  it('answers 404 for the routes of a module the tenant switched off', () => {
    expect(decide('/en/reservations', nile, 'en')).toEqual({ kind: 'page', status: 404 });
    expect(decide('/en/waiting-list', nile, 'en')).toEqual({ kind: 'page', status: 200 });
  });

  it('sends / and dine-in sessions to /en for an English tenant without a lang cookie', () => {
    expect(decide('/', nile)).toEqual({ kind: 'redirect', location: '/en' });
    expect(decide('/menu/dine_in/session/9', nile, undefined, '?table=3')).toEqual({
      kind: 'redirect',
      location: '/en/menu/dine_in/session/9?table=3',
    });
    expect(decide('/', nile, 'ar')).toEqual({ kind: 'page', status: 200 });
    expect(decide('/menu', nile)).toEqual({ kind: 'page', status: 200 });
    expect(decide('/', sufra)).toEqual({ kind: 'page', status: 200 });
  });

  it('leads every route of a closed site to /closed, in its language', () => {
    expect(decide('/menu', closed)).toEqual({ kind: 'redirect', location: '/closed' });
    expect(decide('/en/checkout', closed)).toEqual({ kind: 'redirect', location: '/en/closed' });
    expect(decide('/closed', closed)).toEqual({ kind: 'page', status: 200 });
    expect(decide('/closed', sufra)).toEqual({ kind: 'redirect', location: '/' });
  });
});
