import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@storefront/shared';
import { renderAt, testBanner, testStore } from '@storefront/shared/testing';
import type { Banner } from '@storefront/shared';
import { PopupBanner } from './PopupBanner';

/** Where the router is: the popup's link goes there itself once the scripts run. */
function Where() {
  const { pathname, hash } = useLocation();
  return <output aria-label="where">{`${pathname}${hash}`}</output>;
}

const storeAt = (path: string, b: Banner) => {
  const store = testStore({ locale: path.startsWith('/en') ? 'en' : 'ar' });
  store.content.banners = [b];
  return store;
};

/** Runs what waits for the loaded page (its timer, on the test's clock): after it, a banner to show is shown. */
const afterPageLoadTimers = () => act(async () => void jest.runOnlyPendingTimers());
/** A click whose own pauses run on the test's clock. */
const click = (element: Element) => userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(element);

/** Renders the banner at `path` and lets the page finish loading (a popup the server did not paint waits for that). */
const showAt = async (path: string, b: Banner, store = storeAt(path, b)) => {
  const rendered = renderAt(
    <>
      <PopupBanner />
      <Where />
    </>,
    path,
    store,
  );
  await afterPageLoadTimers();
  return rendered;
};

const whilePageLoads = async (during: (loaded: () => Promise<void>) => Promise<void>) => {
  const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  try {
    await during(async () => {
      readyState.mockReturnValue('complete');
      act(() => void window.dispatchEvent(new Event('load')));
      await afterPageLoadTimers();
    });
  } finally {
    readyState.mockRestore();
  }
};

describe('PopupBanner', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.cookie = 'popup_banner_3=; Max-Age=0; Path=/';
  });
  afterEach(() => jest.useRealTimers());

  it.each([
    ['/en/menu', '20% off until 2030/12/31'],
    ['/menu', 'خصم 20٪ حتى 2030/12/31'],
  ])('at %s, names the offer it carries from the offer itself, and nothing when it carries none', async (path, off) => {
    const offer = {
      code: 'KABSA20',
      kind: 'percent',
      value: 20,
      max_discount: null,
      item_id: 101,
      ends_at: '2030-12-31T21:00:00.000Z',
    } as const;
    const { unmount } = await showAt(path, testBanner({ type: 'item', item_id: 101, offer }));
    expect(within(screen.getByRole('dialog')).getByText(off)).toBeVisible();
    unmount();
    await showAt(path, testBanner({ type: 'item', item_id: 101, offer: null }));
    expect(within(screen.getByRole('dialog')).queryByText(/20/)).not.toBeInTheDocument();
  });

  it("links through the server's follow route, and a click goes straight to the banner's menu section", async () => {
    await showAt('/en/menu', testBanner({ type: 'group', group_id: 12 }));
    expect(screen.getByRole('dialog', { name: 'Offer' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Offer' });
    expect(link).toHaveAttribute('href', '/en/popup-banners/3/follow');
    await click(link);
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/en/menu#group12');
    // Following counts as closing: the cookie is set and the popup goes.
    expect(document.cookie).toContain('popup_banner_3=1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a url banner in a new tab without opener, and counts that as closing it', async () => {
    await showAt('/', testBanner({ type: 'url', url: 'https://example.com/offer' }));
    const link = screen.getByRole('link', { name: 'عرض' });
    expect(link).toHaveAttribute('href', '/popup-banners/3/follow');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    link.addEventListener('click', (event) => event.preventDefault());
    await click(link);
    expect(document.cookie).toContain('popup_banner_3=1');
  });

  it('shows a default banner as an image without a link', async () => {
    await showAt('/menu', testBanner({ type: 'default' }));
    expect(screen.getByRole('img', { name: 'عرض' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("closes by its buttons in place; without scripts they post to the server's close route with the page to go back to", async () => {
    await showAt('/en/menu?branch=1', testBanner({}));
    const close = within(screen.getByRole('dialog')).getByRole('button', { name: 'Close the advertisement' });
    const form = close.closest('.sf-popup')?.querySelector('form');
    // The close button and the overlay around the dialog.
    for (const button of screen.getAllByRole('button', { name: 'Close the advertisement' })) {
      expect(button).toHaveAttribute('type', 'submit');
      expect(button.getAttribute('form')).toBe(form?.id);
    }
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/popup-banners/3/close');
    expect(form?.querySelector('input[name="back"]')).toHaveValue('/en/menu?branch=1');
    await click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/en/menu');
    expect(document.cookie).toContain('popup_banner_3=1');
  });

  it('stays away from other pages and while its cookie lives', async () => {
    await showAt('/checkout', testBanner({}));
    expect(screen.queryByRole('dialog')).toBeNull();
    document.cookie = 'popup_banner_3=1; Path=/';
    await showAt('/menu', testBanner({}));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits for the page to load before it shows, so the route paints first', async () => {
    await whilePageLoads(async (loaded) => {
      await showAt('/en/menu', testBanner({}));
      expect(screen.queryByRole('dialog')).toBeNull();
      await loaded();
      expect(screen.getByRole('dialog', { name: 'Offer' })).toBeInTheDocument();
    });
  });

  it('keeps the banner the server painted from the first render (hydration), before the page has loaded', async () => {
    await whilePageLoads(async (loaded) => {
      const store = storeAt('/en/menu', testBanner({}));
      store.ui.setFirstPaintPopupBanner(3);
      await showAt('/en/menu', testBanner({}), store);
      expect(screen.getByRole('dialog', { name: 'Offer' })).toBeInTheDocument();
      await loaded();
      expect(screen.getByRole('dialog', { name: 'Offer' })).toBeInTheDocument();
    });
  });
});
