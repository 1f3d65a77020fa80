import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, testStore } from '@storefront/shared/testing';
import App from '../../App';
import { installMenuApi } from '../../testing/menu-api';

const pickupStore = (locale: 'ar' | 'en' = 'en') => {
  const store = testStore({ locale });
  store.orderDraft.update({ type: 'pickup', branch_id: 1, branch_name: 'Sufra - Olaya', delivery_time: 'asap' });
  return store;
};

describe('the menu', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('shows the groups as anchored sections with a slider, and searches them', async () => {
    const store = pickupStore();
    installMenuApi(store);
    renderAt(<App />, '/en/menu', store);
    const kabsa = await screen.findByRole('region', { name: 'Kabsa' });
    expect(kabsa).toHaveAttribute('id', 'group10');
    const slider = screen.getByRole('navigation', { name: 'Menu sections' });
    expect(within(slider).getByRole('link', { name: 'Kabsa' })).toHaveAttribute('href', '#group10');
    expect(within(slider).getByRole('link', { name: 'Kabsa' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(slider).getByRole('link', { name: 'Drinks' }));
    expect(within(slider).getByRole('link', { name: 'Drinks' })).toHaveAttribute('aria-current', 'true');

    expect(within(kabsa).getByText('Sold out')).toBeInTheDocument();
    expect(within(kabsa).getByText('This product is available for scheduled orders only.')).toBeInTheDocument();
    expect(within(kabsa).getByText('Contains: dairy')).toBeInTheDocument();
    expect(screen.getByText('Pickup – Sufra - Olaya')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the menu' }), 'laban');
    expect(screen.getByText('1 dish found')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Kabsa' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Laban' })).toBeInTheDocument();
  });

  it('explains what is missing, then adds a priced line the server accepts', async () => {
    const store = pickupStore();
    const calls = installMenuApi(store);
    renderAt(<App />, '/en/menu', store);
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Chicken Kabsa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chicken Kabsa' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Add to cart · SAR 32.00/ }));
    expect(within(dialog).getAllByRole('alert')[0]).toHaveTextContent('Choose Size');
    expect(within(dialog).getByRole('radio', { name: 'Quarter' })).toHaveFocus();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.click(within(dialog).getByRole('radio', { name: /Half/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Daqoos/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'More' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Notes for the kitchen' }), 'No onions');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to cart · SAR 96.00' }));

    expect(await screen.findByText('Chicken Kabsa was added to your cart.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      branch_id: 1,
      order_type: 'pickup',
      lines: [{ item_id: 101, quantity: 2, option_ids: [2, 3], notes: 'No onions' }],
    });
    const cart = screen.getByRole('complementary', { name: /Your cart/ });
    expect(within(cart).getByText('Half, Daqoos')).toBeInTheDocument();
    expect(within(cart).getByText('VAT (15%)').nextSibling).toHaveTextContent('SAR 14.40');
    expect(within(cart).getByText('Total').nextSibling).toHaveTextContent('SAR 110.40');
    expect(store.orderDraft.draft.cart_id).toBe('cart-1');

    await userEvent.click(within(cart).getByRole('button', { name: 'Remove Chicken Kabsa' }));
    expect(await within(cart).findByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('keeps scheduled-only and sold-out items out of the cart, with the reason', async () => {
    const store = pickupStore();
    installMenuApi(store);
    renderAt(<App />, '/en/menu', store);
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Camel Kabsa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Camel Kabsa' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Add to cart/ }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This product is available for scheduled orders only.');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => store.orderDraft.update({ delivery_time: 'schedule' }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose Camel Kabsa' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Add to cart/ }));
    expect(await screen.findByText('Camel Kabsa was added to your cart.')).toBeInTheDocument();
  });

  it('lets a visitor browse first: a dish chosen then waits until they say how to order, and goes into the cart', async () => {
    const store = testStore({ locale: 'ar' });
    const calls = installMenuApi(store);
    renderAt(<App />, '/menu', store);
    expect(await screen.findByText('أنت تتصفح قائمة سفرة - العليا.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'اختر لبن' }));
    const dialog = await screen.findByRole('dialog', { name: 'لبن' });
    expect(within(dialog).getByText('ستختار بعدها طريقة الطلب، ثم يُضاف الطبق إلى سلتك.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /أضف إلى السلة/ }));

    expect(await screen.findByText('اختر طريقة الطلب وسنضيف لبن إلى سلتك.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: /^استلام من الفرع/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'اطلب الآن – سفرة - العليا' }));
    expect(await screen.findByText('تمت إضافة لبن إلى سلتك.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      branch_id: 1,
      order_type: 'pickup',
      lines: [{ item_id: 161 }],
    });
    expect(sessionStorage.getItem('storefront.sufra.pending-line')).toBeNull();
  });

  it("says 'Menu is not available now.' when the branch does not serve the order type", async () => {
    const store = testStore({ locale: 'en' });
    store.orderDraft.update({ type: 'dine_in', branch_id: 3 });
    installMenuApi(store);
    renderAt(<App />, '/en/menu', store);
    expect(await screen.findByRole('alert')).toHaveTextContent('Menu is not available now.');
  });

  it('opens /item/{item} on that item', async () => {
    const store = pickupStore('ar');
    installMenuApi(store);
    renderAt(<App />, '/item/101', store);
    expect(await screen.findByRole('dialog', { name: 'كبسة دجاج' })).toBeInTheDocument();
  });
});
