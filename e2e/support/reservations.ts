import { texts } from '../../mf-reservations/src/texts';
import { texts as account } from '../../mf-account/src/texts';
import { common } from '../../shared/src/i18n/common';
import { freshCustomer, sessionOnPage } from './accounts';
import { apiCall } from './api';
import { shellUrl } from './ports';
import { expect, type Page } from './test';

/** The demo's reservation branches (api/src/seed/reservations/demo-reservations.ts): free, with deposits, with a one-minute hold. */
export const RESERVATION_BRANCHES = { olaya: 1, kingFahd: 2, alMalqa: 3 } as const;

/** The e2e api's "today" in Riyadh (its clock starts at E2E_CLOCK_START, Sunday 22 November 2026). */
const E2E_TODAY = '2026-11-22';

export const dayAfter = (days: number): string => {
  const date = new Date(`${E2E_TODAY}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The remote's words and the seeded names in each language. */
export const RESERVATION_TEXTS = {
  en: {
    ...texts.en,
    status: common.en.reservationStatus,
    myReservations: account.en.reservations.title,
    prefix: '/en',
    indoor: 'Indoor',
    olaya: 'Sufra - Olaya',
    kingFahd: 'Sufra - King Fahd Road',
    alMalqa: 'Sufra - Al Malqa',
    reason: 'Change of plans',
  },
  ar: {
    ...texts.ar,
    status: common.ar.reservationStatus,
    myReservations: account.ar.reservations.title,
    prefix: '',
    indoor: 'الصالة الداخلية',
    olaya: 'سفرة - العليا',
    kingFahd: 'سفرة - طريق الملك فهد',
    alMalqa: 'سفرة - الملقا',
    reason: 'تغيرت خططي',
  },
} as const;

/** A new customer logged in on the page; answers their token. */
export const customerForReservations = async (page: Page): Promise<string> => {
  const { token } = await freshCustomer('sufra');
  await sessionOnPage(page, 'sufra', token);
  return token;
};

/** A confirmed free reservation made through the api for the customer: its id. */
export const confirmedReservation = async (token: string, days: number): Promise<number> => {
  const branch = RESERVATION_BRANCHES.olaya;
  const date = dayAfter(days);
  const slots = await apiCall('sufra', `/api/v1/branch/branches/${branch}/reservations-slots`, {
    method: 'POST',
    body: { branch_id: branch, date, guests_count: 2, source: 'web' },
  });
  const section = (slots.body?.data as { sections: { id: number; periods: { time: string }[] }[] }).sections[0]!;
  const created = await apiCall('sufra', '/api/v1/reservation/reservations', {
    method: 'POST',
    token,
    body: { branch_id: branch, date, time: section.periods[0]!.time, area_id: section.id, guests_count: 2, source: 'web' },
  });
  const id = (created.body?.data as { id: number }).id;
  const details = { name: 'Test Guest', email: 'guest@example.com', country_code: 'SA', phone: '551234567', note: '', allergens: [] };
  await apiCall('sufra', `/api/v1/reservation/reservations/${id}`, { method: 'PUT', token, body: { action: 'update', details } });
  await apiCall('sufra', `/api/v1/reservation/reservations/${id}`, { method: 'PUT', token, body: { action: 'confirm' } });
  return id;
};

/** Step one at a branch: `days` days ahead, the first period of the indoor section. */
export const chooseSlot = async (page: Page, locale: 'ar' | 'en', branch: string, days: number, guests = 1) => {
  const t = RESERVATION_TEXTS[locale];
  await page.goto(shellUrl('sufra', `${t.prefix}/reservations`));
  await page.getByRole('link', { name: t.reserveAt.replace('{{branch}}', branch) }).click();
  await expect(page.getByRole('heading', { name: t.stepOne })).toBeVisible();
  await expect(page.getByRole('button', { name: t.previousDay, exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: t.fewerGuests })).toBeDisabled();
  for (let more = 1; more < guests; more += 1) await page.getByRole('button', { name: t.moreGuests }).click();
  for (let day = 0; day < days; day += 1) await page.getByRole('button', { name: t.nextDay, exact: true }).click();
  await page.getByRole('group', { name: t.indoor }).getByRole('button').first().click();
  await expect(page.getByRole('heading', { name: t.stepTwo })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
};

/** Step two's details and step three's summary. */
export const fillDetails = async (page: Page, locale: 'ar' | 'en') => {
  const t = RESERVATION_TEXTS[locale];
  await page.getByLabel(t.name, { exact: true }).fill('Noura');
  await page.getByLabel(t.email, { exact: true }).fill('noura@example.com');
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: t.toSummary }).click();
  await expect(page.getByRole('heading', { name: t.stepThree })).toBeVisible();
};

export const statusShown = (page: Page, text: string) => expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
