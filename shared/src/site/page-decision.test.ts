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
      ['website.redirect_hosts', ['tables.example.com']],
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

  it('never leads a legacy link to another host: only same-site paths and the configured hosts', () => {
    const targets = {
      '1': '/\\evil.example',
      '2': '//evil.example',
      '3': '/%5Cevil.example',
      '4': '/%2F%2Fevil.example',
      '5': '/%252F%252Fevil.example',
      '6': '/\t/evil.example',
      '7': 'https://evil.example/session/{n}',
      '8': 'https://tables.example.com@evil.example/',
      '9': 'http://tables.example.com/session/{n}',
      '10': '/menu/e/branch/{n}',
      '11': 'https://TABLES.example.com/session/{n}',
    };
    const settings = new Map<string, unknown>([
      ['website.emenu_redirects', JSON.stringify(targets)],
      ['website.redirect_hosts', 'tables.example.com, other.example.com'],
    ]);
    for (const number of ['1', '2', '3', '4', '5', '6', '7', '8', '9']) {
      expect([number, decide(`/emenu/${number}`, sufra, undefined, '', settings)]).toEqual([number, { kind: 'page', status: 200 }]);
    }
    expect(decide('/emenu/10', sufra, undefined, '', settings)).toEqual({ kind: 'redirect', location: '/menu/e/branch/10' });
    expect(decide('/emenu/11', sufra, undefined, '', settings)).toEqual({
      kind: 'redirect',
      location: 'https://TABLES.example.com/session/11',
    });
    // Without the host in the list, a table link is not followed (and is no page of the site).
    const unlisted = new Map<string, unknown>([['website.table_redirect_url', 'https://tables.example.com/by-table/{code}']]);
    expect(decide('/table/A7', sufra, undefined, '', unlisted)).toEqual({ kind: 'page', status: 404 });
  });
});
