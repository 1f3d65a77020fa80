import { lazy, type ComponentType } from 'react';
import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { act, screen } from '@testing-library/react';
import { renderAt } from '@storefront/shared/testing';
import { setErrorReporter } from '../errors/report-error';
import { LoadingFallback, RetryingSuspense } from './LoadingFallback';

const Orders = () => <h1>My orders</h1>;

/**
 * A lazy part whose code arrives but whose arrival React never hears of: only the first listener
 * (React.lazy's own, which marks it loaded) is told; React's listeners, which would show it, are not.
 */
const arrivedUnseen = () => {
  let arrive: ((module: { default: ComponentType }) => void) | null = null;
  const thenable = {
    then(onFulfilled: (module: { default: ComponentType }) => void) {
      arrive ??= onFulfilled;
    },
  };
  return { Lazy: lazy(() => thenable as unknown as Promise<{ default: ComponentType }>), arrive: () => arrive?.({ default: Orders }) };
};

describe.each([
  ['en', '/en/account/orders', 'This part of the page is taking too long to load. Try again.', 'Try again'],
  ['ar', '/account/orders', 'يستغرق تحميل هذا الجزء من الصفحة وقتًا طويلًا. أعد المحاولة.', 'أعد المحاولة'],
])('RetryingSuspense (%s)', (_locale, path, stalled, retry) => {
  const reported: unknown[] = [];
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    reported.length = 0;
    setErrorReporter(() => undefined);
    setErrorReporter((_error, context) => reported.push(context));
  });
  afterEach(() => {
    setErrorReporter(null);
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('says a part that stays loading is taking too long at 10 s, reports it, and its retry shows what arrived in the meantime', async () => {
    const { Lazy, arrive } = arrivedUnseen();
    renderAt(
      <RetryingSuspense what="account screen">
        <Lazy />
      </RetryingSuspense>,
      path,
    );
    act(() => arrive());
    await act(() => jest.advanceTimersByTimeAsync(9_900));
    // Arrived, yet still the loading state: nothing told React.
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('alert')).toHaveTextContent(stalled);
    expect(reported).toEqual([{ kind: 'loading-stalled', what: 'account screen' }]);
    act(() => screen.getByRole('button', { name: retry }).click());
    expect(screen.getByRole('heading', { name: 'My orders' })).toBeInTheDocument();
  });

  it('tries in place once; stalled again, its retry is the page loaded again', async () => {
    const Never = lazy(() => new Promise<{ default: ComponentType }>(() => undefined));
    renderAt(
      <RetryingSuspense what="account screen">
        <Never />
      </RetryingSuspense>,
      path,
    );
    await act(() => jest.advanceTimersByTimeAsync(10_100));
    act(() => screen.getByRole('button', { name: retry }).click());
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(10_100));
    expect(screen.getByRole('alert')).toHaveTextContent(stalled);
    expect(reported).toHaveLength(2);
    // The second press loads the page again (jsdom cannot: the button is checked, not pressed).
    expect(screen.getByRole('button', { name: retry })).toBeEnabled();
  });

  it('counts only the loading state the customer sees: one hidden behind the screen’s fallback neither stalls nor reports', async () => {
    // A customer page: the session check first (an observer, as RequireCustomer), then the screen, whose code is still on its way.
    const Never = lazy(() => new Promise<{ default: ComponentType }>(() => undefined));
    const session = observable({ ready: false });
    const Gate = observer(function Gate() {
      return session.ready ? <Never /> : <LoadingFallback what="session check" />;
    });
    renderAt(
      <RetryingSuspense what="account screen">
        <Gate />
      </RetryingSuspense>,
      path,
    );
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    act(() => runInAction(() => (session.ready = true)));
    await act(() => jest.advanceTimersByTimeAsync(9_900));
    // 14.9 s after the session check began: hidden since its answer, it stalls not.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(reported).toEqual([]);
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('alert')).toHaveTextContent(stalled);
    expect(reported).toEqual([{ kind: 'loading-stalled', what: 'account screen' }]);
  });
});
