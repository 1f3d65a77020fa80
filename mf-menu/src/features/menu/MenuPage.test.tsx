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
    // This tenant takes no scheduled orders (no delivery time options: for now only).
    expect(
      within(kabsa).getByText('Unavailable: this product is for scheduled orders only, and scheduled orders are not taken here.'),
    ).toBeInTheDocument();
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
    // Saudi prices include VAT: the total is the sum of the prices, and the VAT inside it follows it.
    expect(within(cart).getByText('Total').nextSibling).toHaveTextContent('SAR 96.00');
    expect(within(cart).getByText('Incl. VAT (15%)').nextSibling).toHaveTextContent('SAR 12.52');
    expect(store.orderDraft.draft.cart_id).toBe('cart-1');

    await userEvent.click(within(cart).getByRole('button', { name: 'Remove Chicken Kabsa' }));
    expect(await within(cart).findByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('shows a sold-out item with no add button, in both languages', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const store = pickupStore(locale);
      installMenuApi(store);
      const { unmount } = renderAt(<App />, locale === 'en' ? '/en/menu' : '/menu', store);
      const open = await screen.findByRole('button', { name: locale === 'en' ? 'Choose Shrimp Kabsa' : 'اختر كبسة روبيان' });
      expect(open).toHaveAccessibleDescription(locale === 'en' ? 'Sold out' : 'نفدت الكمية');
      await userEvent.click(open);
      const dialog = await screen.findByRole('dialog');
      expect(
        within(dialog).getByText(
          locale === 'en' ? 'Sold out: this dish cannot be ordered now.' : 'نفدت الكمية: لا يمكن طلب هذا الطبق الآن.',
        ),
      ).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: locale === 'en' ? /Add to cart/ : /أضف إلى السلة/ })).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('shows a scheduled-only dish as unavailable, saying why, only where no order can be scheduled', async () => {
    const store = testStore({ locale: 'ar', settings: [{ key: 'order.order_delivery_time_options', value: ['asap', 'schedule'] }] });
    store.orderDraft.update({ type: 'pickup', branch_id: 1, branch_name: 'Sufra - Olaya', branch_schedule_allowed: true });
    installMenuApi(store);
    renderAt(<App />, '/menu', store);
    const camel = await screen.findByRole('button', { name: 'اختر كبسة حاشي' });
    expect(camel).toHaveAccessibleDescription('هذا المنتج متاح للطلبات المجدولة فقط.');
    // The chosen branch takes no scheduled orders.
    act(() => store.orderDraft.update({ branch_schedule_allowed: false }));
    expect(camel).toHaveAccessibleDescription('غير متاح: هذا المنتج للطلبات المجدولة فقط، ولا تُقبل الطلبات المجدولة هنا.');
  });

  it('offers "Schedule for later" for a scheduled-only item, then adds it to the now scheduled order', async () => {
    const store = testStore({ locale: 'en', settings: [{ key: 'order.order_delivery_time_options', value: ['asap', 'schedule'] }] });
    store.orderDraft.update({
      type: 'pickup',
      branch_id: 1,
      branch_name: 'Sufra - Olaya',
      branch_schedule_allowed: true,
      delivery_time: 'asap',
    });
    const calls = installMenuApi(store);
    renderAt(<App />, '/en/menu', store);
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Camel Kabsa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Camel Kabsa' });
    expect(within(dialog).queryByRole('button', { name: /Add to cart/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/available for scheduled orders only/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule for later' }));
    expect(store.orderDraft.draft.delivery_time).toBe('schedule');
    expect(within(dialog).getByText(/Your order is now scheduled for later/)).toHaveAttribute('role', 'status');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to cart · SAR 65.00' }));
    expect(await screen.findByText('Camel Kabsa was added to your cart.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ lines: [{ item_id: 103 }] });
  });

  it('explains a scheduled-only item where the order cannot be scheduled, with no add button', async () => {
    const store = pickupStore('ar');
    installMenuApi(store);
    renderAt(<App />, '/menu', store);
    await userEvent.click(await screen.findByRole('button', { name: 'اختر كبسة حاشي' }));
    const dialog = await screen.findByRole('dialog', { name: 'كبسة حاشي' });
    expect(within(dialog).getByText('هذا الطبق متاح للطلبات المجدولة فقط، ولا يمكن جدولة هذا الطلب.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /أضف إلى السلة|جدولة لوقت لاحق/ })).not.toBeInTheDocument();
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
