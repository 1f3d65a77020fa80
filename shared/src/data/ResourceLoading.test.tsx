import { observer } from 'mobx-react-lite';
import { act, screen } from '@testing-library/react';
import { setErrorReporter } from '@storefront/shared';
import { renderAt } from '@storefront/shared/testing';
import { Resource } from './resource';
import { ResourceLoading } from './ResourceLoading';

/** A screen of one answer: the answer once it came, else its loading state. */
const Orders = observer(function Orders({ resource }: { resource: Resource<string> }) {
  return resource.value ? <h1>{resource.value}</h1> : <ResourceLoading what="orders" resource={resource} />;
});

/** An answer the test gives, a call at a time. */
const heldAnswers = () => {
  const calls: Array<(value: string) => void> = [];
  const resource = new Resource<string>(() => new Promise<string>((answer) => calls.push(answer)));
  return { calls, resource };
};

describe.each([
  ['en', '/en/account/orders', 'Loading…', 'This part of the page is taking too long to load. Try again.', 'Try again'],
  ['ar', '/account/orders', 'جارٍ التحميل…', 'يستغرق تحميل هذا الجزء من الصفحة وقتًا طويلًا. أعد المحاولة.', 'أعد المحاولة'],
])('ResourceLoading (%s)', (_locale, path, loading, stalled, retry) => {
  const reported: unknown[] = [];
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    reported.length = 0;
    setErrorReporter((_error, context) => reported.push(context));
  });
  afterEach(() => {
    setErrorReporter(null);
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('an answer that never comes: at 10 s it says so, reports it, and its retry asks again with the limit counted anew', async () => {
    const { calls, resource } = heldAnswers();
    void resource.load();
    renderAt(<Orders resource={resource} />, path);
    await act(() => jest.advanceTimersByTimeAsync(9_900));
    expect(screen.getByRole('status')).toHaveTextContent(loading);
    expect(reported).toEqual([]);
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('alert')).toHaveTextContent(stalled);
    expect(reported).toEqual([{ kind: 'loading-stalled', what: 'orders' }]);

    act(() => screen.getByRole('button', { name: retry }).click());
    // Asked again, and loading again: the stall is counted from the retry.
    expect(calls).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent(loading);
    await act(() => jest.advanceTimersByTimeAsync(9_900));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => calls[1]!('My orders'));
    expect(screen.getByRole('heading', { name: 'My orders' })).toBeInTheDocument();
    expect(reported).toHaveLength(1);
  });

  it('an answer that comes in time: never a stall, never a report', async () => {
    const { calls, resource } = heldAnswers();
    void resource.load();
    renderAt(<Orders resource={resource} />, path);
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    await act(async () => calls[0]!('My orders'));
    await act(() => jest.advanceTimersByTimeAsync(20_000));
    expect(screen.getByRole('heading', { name: 'My orders' })).toBeInTheDocument();
    expect(reported).toEqual([]);
  });
});
