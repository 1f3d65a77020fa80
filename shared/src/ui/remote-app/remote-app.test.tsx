import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderAt, testCustomer, testStore } from '../../testing';
import { lazyScreen, remoteApp, type ScreenProps } from './remote-app';
import { setErrorReporter } from '../../errors/report-error';

const texts = {
  en: { screens: { reservations: 'Reservations', reservation: 'Reservation details', reservationBranch: 'Reserve a table' } },
  ar: { screens: { reservations: 'الحجوزات', reservation: 'تفاصيل الحجز', reservationBranch: 'حجز طاولة' } },
};

const ListScreen = ({ title }: ScreenProps) => <h1>{`${title}: the list`}</h1>;
const DetailScreen = ({ title }: ScreenProps) => <h1>{`${title}: mine`}</h1>;

const App = remoteApp({
  owner: 'reservations',
  namespace: 'remote-app-test',
  texts,
  build: 'b-42',
  screens: {
    reservations: { screen: lazyScreen(async () => ({ ListScreen }), 'ListScreen') },
    reservation: { screen: DetailScreen, customer: true },
  },
});

/** An App whose list screen is a chunk of its own, with its loader counted. */
const withLazyList = () => {
  const load = jest.fn(async () => ({ ListScreen }));
  const lazyApp = remoteApp({
    owner: 'reservations',
    namespace: 'remote-app-test',
    texts,
    screens: { reservations: { screen: lazyScreen(load, 'ListScreen') } },
  });
  return { load, App: lazyApp };
};

function LoginSpy() {
  const { search } = useLocation();
  return <p>{`login ${search}`}</p>;
}

const withLogin = (
  <Routes>
    <Route path="/en/account/login" element={<LoginSpy />} />
    <Route path="*" element={<App />} />
  </Routes>
);

describe('remoteApp', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    ['/en/reservations', 'Reservations: the list'],
    ['/reservations', 'الحجوزات: the list'],
  ])('shows the lazy screen of %s with its title in the language of the path', async (path, heading) => {
    renderAt(<App />, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('loads a lazy screen only when its route opens, and once', async () => {
    const { load, App: Lazy } = withLazyList();
    const first = renderAt(<Lazy />, '/en/reservations/branch/5');
    await screen.findByRole('heading', { level: 1, name: 'Reserve a table' });
    expect(load).not.toHaveBeenCalled();
    first.unmount();
    renderAt(<Lazy />, '/en/reservations').unmount();
    renderAt(<Lazy />, '/en/reservations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reservations: the list' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a screen loaded ahead (a server-rendered first screen) in the same pass, without its loading state', async () => {
    const { load, App: Ahead } = withLazyList();
    await Ahead.preloadScreen?.('reservations');
    await Ahead.preloadScreen?.('no-such-screen');
    renderAt(<Ahead />, '/en/reservations');
    expect(screen.getByRole('heading', { level: 1, name: 'Reservations: the list' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("marks the remote's root with its name and build label", async () => {
    const { container } = renderAt(<App />, '/en/reservations');
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('[data-remote="reservations"]')).toHaveAttribute('data-build', 'b-42');
  });

  it('shows the frame of a route whose screen is not in the table, with its parameters', async () => {
    renderAt(<App />, '/reservations/branch/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'حجز طاولة' })).toBeInTheDocument();
    expect(screen.getByText('5')).toBeInTheDocument();
  });

  it('sends a guest from a customer screen to the login, coming back to the same URL', async () => {
    const store = testStore({ locale: 'en' });
    act(() => store.session.signOut());
    renderAt(withLogin, '/en/reservations/9?step=2#pay', store);
    expect(await screen.findByText('login ?return=%2Fen%2Freservations%2F9%3Fstep%3D2%23pay')).toBeInTheDocument();
  });

  it('shows a customer screen to a customer', async () => {
    const store = testStore({ locale: 'en' });
    act(() => store.session.signIn('token', testCustomer()));
    renderAt(withLogin, '/en/reservations/9', store);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reservation details: mine' })).toBeInTheDocument();
  });

  it.each([
    ['en', '/en/reservations', 'This part of the page is taking too long to load. Try again.', 'Try again'],
    ['ar', '/reservations', 'يستغرق تحميل هذا الجزء من الصفحة وقتًا طويلًا. أعد المحاولة.', 'أعد المحاولة'],
  ])('(%s) never leaves a screen on its loading state past 10 s: it offers a retry and reports it', async (_locale, path, text, button) => {
    jest.useFakeTimers();
    const reported: unknown[] = [];
    setErrorReporter(() => undefined);
    setErrorReporter((_error, context) => reported.push(context));
    // A screen whose chunk never arrives.
    const Stuck = remoteApp({
      owner: 'reservations',
      namespace: 'remote-app-test',
      texts,
      screens: {
        reservations: { screen: lazyScreen(() => new Promise<{ ListScreen: typeof ListScreen }>(() => undefined), 'ListScreen') },
      },
    });
    try {
      renderAt(<Stuck />, path);
      await act(() => jest.advanceTimersByTimeAsync(9_900));
      expect(screen.getByRole('status')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(200));
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      expect(reported).toEqual([{ kind: 'loading-stalled', what: 'reservations screen' }]);
      // Its retry loads the page again (jsdom cannot: the button is checked, not pressed).
      expect(screen.getByRole('button', { name: button })).toBeEnabled();
    } finally {
      setErrorReporter(null);
      jest.useRealTimers();
    }
  });
});
