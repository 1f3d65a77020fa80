import { screen } from '@testing-library/react';
import { storageKey, type RootStore } from '@storefront/shared';
import { RESERVATION_PATHS } from '@storefront/shared/contracts';
import { firstPaintOf, installFakeApi } from '@storefront/shared/testing';
import App from './App';
import { serverRendering } from './server-rendering';
import { OLAYA_BRANCH, reservationSettings } from './testing/reservation-fixtures';

const SETTINGS = reservationSettings({ person_count_to: 4, maximum_duration: 7 });
const INDOOR = { id: 3, names: { ar: 'داخلي', en: 'Indoor' }, periods: [{ time: '19:00', cost: '0.00', is_next_day: false }] };

const installReservationApi = (store: RootStore) =>
  installFakeApi(store, {
    [`GET ${RESERVATION_PATHS.branches}`]: () => ({ status: 200, data: { data: [OLAYA_BRANCH] } }),
    [`GET ${RESERVATION_PATHS.settings(1)}`]: () => ({
      status: 200,
      data: { data: { branch: OLAYA_BRANCH, reservations_settings: SETTINGS } },
    }),
    [`POST ${RESERVATION_PATHS.slots(1)}`]: (call) => ({
      status: 200,
      data: { data: { date: (call.body as { date: string }).date, sections: [INDOOR], fully_booked: false } },
    }),
    [`GET ${RESERVATION_PATHS.smsBalance}`]: () => ({ status: 200, data: { data: { balance: 3 } } }),
  });

const { renderOnServer, hydrate } = firstPaintOf(App, serverRendering, installReservationApi);

describe('the reservations rendered on the server', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.body.innerHTML = '';
  });

  it.each([
    { url: '/reservations', heading: 'الحجوزات', branch: OLAYA_BRANCH.names.ar },
    { url: '/en/reservations', heading: 'Reservations', branch: OLAYA_BRANCH.names.en },
  ])('$url: the branches that take reservations, in the language of the path', async ({ url, heading, branch }) => {
    const { html, calls } = await renderOnServer(url);
    expect(calls).toEqual([`GET ${RESERVATION_PATHS.branches}`]);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toContain(`<h2>${branch}</h2>`);
  });

  it.each([
    { url: '/reservations/branch/1', heading: 'حجز طاولة', step: 'التاريخ والضيوف والوقت', guests: 'ضيف واحد' },
    { url: '/en/reservations/branch/1', heading: 'Reserve a table', step: 'Date, guests and time', guests: '1 guest' },
  ])("$url: a guest's step one with the branch's rules; the periods are the browser's", async ({ url, heading, step, guests }) => {
    const { html, calls } = await renderOnServer(url);
    expect(calls).toEqual([`GET ${RESERVATION_PATHS.settings(1)}`]);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toContain(`<h2 id="rsv-step-one">${step}</h2>`);
    expect(html).toContain(guests);
  });

  it.each(['/en/reservations', '/reservations/branch/1'])('%s hydrates without a mismatch', async (url) => {
    const { recoverable, logged } = await hydrate(url);
    expect(recoverable).toEqual([]);
    expect(logged).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it("goes on from the server's step one once hydrated: only the periods (live) and the balance are asked, not the opening again", async () => {
    const { after } = await hydrate('/en/reservations/branch/1');
    expect(await screen.findByRole('button', { name: /07:00 PM/ })).toBeInTheDocument();
    expect(after.sort()).toEqual([`GET ${RESERVATION_PATHS.smsBalance}`, `POST ${RESERVATION_PATHS.slots(1)}`].sort());
  });

  it('opens again with the period a guest chose before a login, which only this tab keeps', async () => {
    sessionStorage.setItem(
      storageKey('sufra', 'reservation-pending-slot'),
      JSON.stringify({
        branch_id: 1,
        date: '2026-03-02',
        guests_count: 3,
        choice: { area_id: 3, time: '19:00', cost: '0.00', is_next_day: false },
        at: Date.now(),
      }),
    );
    const { recoverable, after } = await hydrate('/en/reservations/branch/1');
    expect(recoverable).toEqual([]);
    expect(after).toContain(`GET ${RESERVATION_PATHS.settings(1)}`);
    expect(await screen.findByText('3 guests')).toBeInTheDocument();
  });
});
