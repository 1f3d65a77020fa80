import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, testStore, testTenant } from '@storefront/shared/testing';
import { NavMenu } from './NavMenu';

describe('NavMenu (the phone navigation)', () => {
  it('opens a labelled modal dialog, keeps focus inside, closes on Escape and gives focus back', async () => {
    renderAt(<NavMenu />, '/en/menu', testStore({ locale: 'en' }));
    const toggle = screen.getByRole('button', { name: 'Open the navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);

    const dialog = screen.getByRole('dialog', { name: 'Navigation' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const close = within(dialog).getByRole('button', { name: 'Close the navigation' });
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('link', { name: 'My account' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('lists only the modules the tenant has on, in the page language, and closes when a link is followed', async () => {
    const tenant = testTenant({ modules: { ...testTenant().modules, reservations: false } });
    renderAt(<NavMenu />, '/', testStore({ locale: 'ar', tenant }));
    await userEvent.click(screen.getByRole('button', { name: 'افتح قائمة التنقل' }));
    const dialog = screen.getByRole('dialog', { name: 'التنقل' });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['قائمة الطعام', '/menu'],
      ['الفروع', '/branches'],
      ['قائمة الانتظار', '/waiting-list'],
      ['حسابي', '/account'],
    ]);
    await userEvent.click(links[1]!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
