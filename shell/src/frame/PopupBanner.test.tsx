import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, testStore } from '@storefront/shared/testing';
import type { Banner } from '@storefront/shared';
import { PopupBanner } from './PopupBanner';

const banner = (overrides: Partial<Banner>): Banner => ({
  id: 3,
  place: 'web_popup',
  type: 'default',
  image: '/media/sufra/banner.svg',
  title: { ar: 'عرض', en: 'Offer' },
  item_id: null,
  group_id: null,
  url: null,
  appear_in_period: 10,
  ...overrides,
});

/** Renders the banner at `path` and lets the page finish loading (the popup waits for that). */
const showAt = async (path: string, b: Banner) => {
  const store = testStore({ locale: path.startsWith('/en') ? 'en' : 'ar' });
  store.content.banners = [b];
  const rendered = renderAt(<PopupBanner />, path, store);
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  return rendered;
};

describe('PopupBanner', () => {
  beforeEach(() => {
    document.cookie = 'popup_banner_3=; Max-Age=0; Path=/';
  });

  it('links a group banner to its menu section', async () => {
    await showAt('/en/menu', banner({ type: 'group', group_id: 12 }));
    expect(screen.getByRole('dialog', { name: 'Offer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Offer' })).toHaveAttribute('href', '/en/menu#group12');
  });

  it('opens a url banner in a new tab without opener', async () => {
    await showAt('/', banner({ type: 'url', url: 'https://example.com/offer' }));
    const link = screen.getByRole('link', { name: 'عرض' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never links a url banner to anything but a web address or a path of the site', async () => {
    await showAt('/en', banner({ type: 'url', url: 'javascript:alert(1)' }));
    expect(screen.getByRole('img', { name: 'Offer' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links a url banner to a path of the site in the page language', async () => {
    await showAt('/en', banner({ type: 'url', url: '/branches' }));
    expect(screen.getByRole('link', { name: 'Offer' })).toHaveAttribute('href', '/en/branches');
  });

  it('shows a default banner as an image without a link', async () => {
    await showAt('/menu', banner({ type: 'default' }));
    expect(screen.getByRole('img', { name: 'عرض' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('stays away from other pages and while its cookie lives', async () => {
    await showAt('/checkout', banner({}));
    expect(screen.queryByRole('dialog')).toBeNull();
    document.cookie = 'popup_banner_3=1; Path=/';
    await showAt('/menu', banner({}));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('counts following the banner as closing it: the cookie is set and the popup goes', async () => {
    await showAt('/en/menu', banner({ type: 'item', item_id: 101 }));
    await userEvent.click(screen.getByRole('link', { name: 'Offer' }));
    expect(document.cookie).toContain('popup_banner_3=1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('counts following a url banner as closing it too', async () => {
    await showAt('/', banner({ type: 'url', url: 'https://example.com/offer' }));
    const link = screen.getByRole('link', { name: 'عرض' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(document.cookie).toContain('popup_banner_3=1');
  });

  it('waits for the page to load before it shows, so the route paints first', async () => {
    const loading = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      await showAt('/en/menu', banner({}));
      expect(screen.queryByRole('dialog')).toBeNull();
      loading.mockReturnValue('complete');
      await act(async () => {
        window.dispatchEvent(new Event('load'));
        await new Promise((resolve) => setTimeout(resolve, 10));
      });
      expect(screen.getByRole('dialog', { name: 'Offer' })).toBeInTheDocument();
    } finally {
      loading.mockRestore();
    }
  });
});
