import { SOCKET_CONNECTED_EVENT, WAITING_LIST_PATHS, WAITING_LIST_UPDATED_EVENT, type WaitingEntry } from '@storefront/shared/contracts';
import { installFakeApi, renderAt, testStore, type FakeRoute } from '@storefront/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@storefront/shared';
import { EntryPage } from './EntryPage';
import { TOKEN, entryOf } from '../../testing/sample-entry';

const CALLED = entryOf({
  status: 'called',
  state: 'your_turn',
  position: null,
  parties_ahead: null,
  estimated_minutes: null,
  called_at: '2026-11-22T09:30:00.000Z',
  grace_minutes: 10,
  give_up_at: '2026-11-22T09:40:00.000Z',
});

/** The page on the entry; the entry's reads answer `answers` in turn (the last one again), or as `readEntry` says. */
const open = (answers: WaitingEntry[], readEntry?: FakeRoute) => {
  const store = testStore({ locale: 'en' });
  const served = [...answers];
  const calls = installFakeApi(store, {
    [`GET ${WAITING_LIST_PATHS.entry(TOKEN)}`]:
      readEntry ?? (() => ({ status: 200, data: { data: served.length > 1 ? served.shift() : served[0] } })),
    [`POST ${WAITING_LIST_PATHS.onMyWay(TOKEN)}`]: () => ({
      status: 200,
      data: { data: { ...CALLED, on_my_way_at: '2026-11-22T09:33:00.000Z' } },
    }),
    [`POST ${WAITING_LIST_PATHS.changeQueue(TOKEN)}`]: () => ({
      status: 200,
      data: { data: entryOf({ state: 'delayed', position: 5, delays_used: 1 }) },
    }),
  });
  renderAt(
    <Routes>
      <Route path="/en/waiting-list/:id" element={<EntryPage title="Your place in line" />} />
    </Routes>,
    `/en/waiting-list/${TOKEN}`,
    store,
  );
  return { store, calls };
};

describe('the entry page', () => {
  it('shows the place in line, the parties ahead and the estimate', async () => {
    open([entryOf()]);
    expect(await screen.findByText('In Line')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText('2 parties ahead of you')).toBeInTheDocument();
    expect(screen.getByText('Estimated wait: about 16 min')).toBeInTheDocument();
  });

  it('turns to the full-screen "Your turn now" when its branch line changes, with a vibration', async () => {
    const vibrate = jest.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const { store } = open([entryOf(), entryOf({ status: 'called', state: 'your_turn', position: null, parties_ahead: null })]);
    await screen.findByText('In Line');
    act(() => store.realtime.publish(WAITING_LIST_UPDATED_EVENT, { branch_id: 2, area_id: 1 }));
    act(() => store.realtime.publish(WAITING_LIST_UPDATED_EVENT, { branch_id: 1, area_id: 1 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your turn now');
    expect(store.ui.screenTitle).toBe('Your turn now');
    expect(vibrate).toHaveBeenCalled();
  });

  it('reads the entry again for a change of its line heard while its first answer was on the way', async () => {
    let answerFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (answerFirst = resolve));
    let reads = 0;
    const { store } = open([], async () => {
      reads += 1;
      if (reads > 1) return { status: 200, data: { data: CALLED } };
      await firstHeld;
      return { status: 200, data: { data: entryOf() } };
    });
    await waitFor(() => expect(reads).toBe(1));
    act(() => store.realtime.publish(WAITING_LIST_UPDATED_EVENT, { branch_id: 1, area_id: 1 }));
    await waitFor(() => expect(reads).toBe(2));
    answerFirst();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your turn now');
    expect(screen.queryByText('In Line')).not.toBeInTheDocument();
  });

  it('reads the entry again when the page becomes visible (a phone waking up) and when the socket reconnects', async () => {
    const { store, calls } = open([entryOf()]);
    const reads = () => calls.filter((call) => call.url === WAITING_LIST_PATHS.entry(TOKEN));
    await screen.findByText('In Line');
    expect(reads()).toHaveLength(1);
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(reads()).toHaveLength(2));
    act(() => store.realtime.publish(SOCKET_CONNECTED_EVENT, null));
    await waitFor(() => expect(reads()).toHaveLength(3));
    expect(screen.getByText('In Line')).toBeVisible();
  });

  it('delays once per tap: the button waits for the answer, then the state shows Delayed', async () => {
    const { calls } = open([entryOf()]);
    await userEvent.click(await screen.findByRole('button', { name: 'I need a few more minutes' }));
    expect(await screen.findByText('Delayed')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([expect.objectContaining({ body: { id: TOKEN, action: 'sub' } })]);
  });

  it('shows until when a called party keeps its place and tells the restaurant "I\'m on my way" once', async () => {
    const { calls } = open([CALLED]);
    const turn = await screen.findByRole('alert');
    expect(turn).toHaveTextContent(/We keep your place for 10 minutes after the call, until \d\d:40 (AM|PM)\./);
    await userEvent.click(screen.getByRole('button', { name: "I'm on my way" }));
    expect(await screen.findByText('The restaurant knows you are on your way.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "I'm on my way" })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url === WAITING_LIST_PATHS.onMyWay(TOKEN))).toHaveLength(1);
  });
});
