import { testTenant } from '../testing';
import { decidePage } from './page-decision';

const sufra = testTenant();
const nile = testTenant({ name: 'nile', default_language: 'en', modules: { ...sufra.modules, reservations: false } });
const closed = testTenant({ name: 'closed', website_enabled: false });

const decide = (pathname: string, tenant = sufra, langCookie?: string, search = '', settings = new Map<string, unknown>()) =>
  decidePage({ pathname, search, tenant, settings, langCookie });

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

  it('follows the legacy e-menu and table links a tenant configured, and only those', () => {
    const settings = new Map<string, unknown>([
      [
        'website.emenu_redirects',
        { '12': '/menu/e/branch/9f1c', '13': 'https://tables.example.com/session/{n}', '14': 'javascript:alert(1)' },
      ],
      ['website.table_redirect_url', 'https://tables.example.com/by-table/{code}'],
    ]);
    expect(decide('/emenu/12', sufra, undefined, '', settings)).toEqual({ kind: 'redirect', location: '/menu/e/branch/9f1c' });
    expect(decide('/en/emenu/12', sufra, undefined, '', settings)).toEqual({ kind: 'redirect', location: '/en/menu/e/branch/9f1c' });
    expect(decide('/emenu/13', sufra, undefined, '', settings)).toEqual({
      kind: 'redirect',
      location: 'https://tables.example.com/session/13',
    });
    expect(decide('/emenu/14', sufra, undefined, '', settings)).toEqual({ kind: 'page', status: 200 });
    expect(decide('/emenu/99', sufra, undefined, '', settings)).toEqual({ kind: 'page', status: 200 });
    expect(decide('/table/A 7', sufra, undefined, '', settings)).toEqual({
      kind: 'redirect',
      location: 'https://tables.example.com/by-table/A%207',
    });
    expect(decide('/table/A7')).toEqual({ kind: 'page', status: 404 });
  });
});
