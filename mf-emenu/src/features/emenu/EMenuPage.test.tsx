import { EMENU_PATHS, MENU_UPDATED_EVENT, type EMenu } from '@storefront/shared';
import { installFakeApi, renderAt, testStore } from '@storefront/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import App from '../../App';
import { EMENU, UUID } from '../../testing/emenu-fixture';

/** The e-menu page of the branch QR; `answers` are what the api gives, one after the other (the last one stays). */
const open = (locale: 'ar' | 'en' = 'en', ...answers: EMenu[]) => {
  const store = testStore({ locale });
  const queue = answers.length > 0 ? answers : [EMENU];
  const calls = installFakeApi(store, {
    [`GET ${EMENU_PATHS.branch(UUID)}`]: () => ({ status: 200, data: { data: queue.length > 1 ? queue.shift() : queue[0] } }),
  });
  renderAt(<App />, `${locale === 'en' ? '/en' : ''}/menu/e/branch/${UUID}`, store);
  return { store, calls };
};

describe('the e-menu of a table QR', () => {
  beforeEach(() => localStorage.clear());

  it('follows a live menu change in place, without a reload', async () => {
    const renamed = {
      ...EMENU,
      groups: EMENU.groups.map((group, index) => (index === 0 ? { ...group, names: { ar: 'مزة', en: 'Mezze' } } : group)),
    };
    const { store } = open('en', EMENU, renamed);
    await screen.findByRole('region', { name: 'Starters' });
    act(() => store.realtime.publish(MENU_UPDATED_EVENT, {}));
    expect(await screen.findByRole('region', { name: 'Mezze' })).toBeVisible();
  });

  it('shows the sections with anchors, prices, calories, allergens and availability, and a link to order where ordering is on', async () => {
    open();
    const starters = await screen.findByRole('region', { name: 'Starters' });
    expect(within(screen.getByRole('navigation', { name: 'Menu sections' })).getByRole('link', { name: 'Sweets' })).toHaveAttribute(
      'href',
      '#group2',
    );
    const hummus = within(starters).getByRole('article', { name: 'Hummus' });
    expect(hummus).toHaveTextContent('SAR 12.50');
    expect(hummus).toHaveTextContent('320 kcal');
    expect(within(hummus).getByRole('list', { name: 'Allergens' })).toHaveTextContent('Sesame');
    expect(screen.getByRole('article', { name: 'Kunafa' })).toHaveTextContent('Not available now');
    expect(screen.getByRole('link', { name: 'Order from this branch' })).toHaveAttribute('href', '/en/select-type/dine_in/1');
    expect(screen.queryByRole('button', { name: /add to cart/i })).not.toBeInTheDocument();
  });

  it('shows an item’s share of the daily reference for a man, a woman and a child on demand', async () => {
    open();
    const kunafa = await screen.findByRole('article', { name: 'Kunafa' });
    await userEvent.click(within(kunafa).getByRole('button', { name: 'Daily share of Kunafa' }));
    const shares = within(kunafa);
    expect(shares.getByText('Man (2500 kcal)').nextSibling).toHaveTextContent('34%');
    expect(shares.getByText('Woman (2000 kcal)').nextSibling).toHaveTextContent('42.5%');
    expect(shares.getByText('Child (1800 kcal)').nextSibling).toHaveTextContent('47.2%');
  });

  it('hides the dishes with an avoided allergen and says how many, or marks them; the choice is kept for the tenant', async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Allergens to avoid' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Dairy/ }));
    expect(screen.getByText('1 dish is hidden because it contains an allergen you avoid.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Kunafa' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sweets' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Show them with a warning' }));
    expect(await screen.findByRole('article', { name: 'Kunafa' })).toHaveTextContent('Contains what you avoid: Dairy');
    expect(JSON.parse(localStorage.getItem('storefront.sufra.emenu.allergens') ?? 'null')).toEqual({ avoid: ['dairy'], mode: 'mark' });
  });

  it('searches the menu in both languages', async () => {
    open('ar');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'البحث في القائمة' }), 'salad');
    expect(screen.getByText('تم العثور على طبق واحد')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'حلويات' })).not.toBeInTheDocument();
  });

  it('says the menu cannot be found when the api knows no such uuid', async () => {
    const store = testStore({ locale: 'en' });
    installFakeApi(store, {});
    renderAt(<App />, `/en/menu/e/branch/${UUID}`, store);
    expect(await screen.findByRole('alert')).toHaveTextContent('This menu could not be found.');
  });
});
