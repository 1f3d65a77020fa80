import { FRAME_PATHS, LEDGER_PATHS } from '@storefront/shared/contracts';
import { holdApi, testCustomer, testStore } from '@storefront/shared/testing';
import { waitFor } from '@testing-library/react';
import { pageOf } from '../../testing/page-of';
import { valuesOf } from '../../testing/values-of';
import { ledgerOf } from './ledger-store';

const entry = (id: number) => ({
  id,
  amount: 10,
  reason: 'Earned',
  reason_code: 'order_earned',
  reference: null,
  created_at: '2025-02-20T17:41:00.000Z',
});
const BALANCE = { data: { balance: 1240, min_balance: null, usable: false } };

const open = () => {
  const store = testStore({ locale: 'en' });
  store.session.signIn('token', testCustomer());
  const api = holdApi(store);
  const ledger = ledgerOf(store);
  return { store, api, ledger };
};

describe('the wallet and points slice', () => {
  it('reads the balance and the first page on opening, and again each time the page opens', async () => {
    const { api, ledger } = open();
    let stop = ledger.follow('points');
    expect(ledger.entries.state).toBe('loading');
    (await api.call('GET', FRAME_PATHS.pointsBalance)).answer(200, BALANCE);
    const first = await api.call('GET', LEDGER_PATHS.pointsLogs);
    expect(first.params).toEqual({ page: 1, per_page: 10 });
    first.answer(200, pageOf([entry(1)]));
    await waitFor(() => expect(ledger.entries.state).toBe('ready'));
    await waitFor(() => expect(ledger.balance.value).toEqual({ balance: 1240, minOrderAmount: 0 }));
    stop();

    stop = ledger.follow('points');
    // The log read before stays shown while it is read again.
    expect(ledger.entries.value?.data).toHaveLength(1);
    (await api.call('GET', LEDGER_PATHS.pointsLogs, 1)).answer(200, pageOf([entry(2), entry(1)]));
    await waitFor(() => expect(ledger.entries.value?.data).toHaveLength(2));
    stop();
  });

  it('keeps the page shown until the next one comes; a page asked for and replaced is cancelled and never lands', async () => {
    const { api, ledger } = open();
    ledger.follow('wallet');
    (await api.call('GET', LEDGER_PATHS.walletLogs)).answer(200, pageOf([entry(1)], 1, 3));
    await waitFor(() => expect(ledger.entries.state).toBe('ready'));
    const shown = valuesOf(() => ledger.entries.value?.meta.current_page);

    const toTwo = ledger.goTo(2);
    const two = await api.call('GET', LEDGER_PATHS.walletLogs, 1);
    expect(ledger.entries.value?.meta.current_page).toBe(1);
    const toThree = ledger.goTo(3);
    const three = await api.call('GET', LEDGER_PATHS.walletLogs, 2);
    expect(two.signal?.aborted).toBe(true);
    expect(three.params).toEqual({ page: 3, per_page: 10 });
    two.answer(200, pageOf([entry(2)], 2, 3));
    three.answer(200, pageOf([entry(3)], 3, 3));
    await Promise.all([toTwo, toThree]);
    expect(shown).toEqual([3]);
    expect(ledger.entries.error).toBeNull();
  });

  it('cancels the calls on their way when the page leaves', async () => {
    const { api, ledger } = open();
    const stop = ledger.follow('wallet');
    const log = await api.call('GET', LEDGER_PATHS.walletLogs);
    stop();
    expect(log.signal?.aborted).toBe(true);
    expect(ledger.entries.state).toBe('idle');
  });

  it('keeps the failure: the first read failing is failed, a failing page keeps the page shown with its error', async () => {
    const { api, ledger } = open();
    ledger.follow('wallet');
    (await api.call('GET', LEDGER_PATHS.walletLogs)).answer(500, { code: 'internal_error', message: 'boom' });
    await waitFor(() => expect(ledger.entries.state).toBe('failed'));
    expect(ledger.entries.error).not.toBeNull();

    const retry = ledger.goTo(1);
    (await api.call('GET', LEDGER_PATHS.walletLogs, 1)).answer(200, pageOf([entry(1)], 1, 2));
    await retry;
    expect(ledger.entries).toMatchObject({ state: 'ready', error: null });
    const next = ledger.goTo(2);
    (await api.call('GET', LEDGER_PATHS.walletLogs, 2)).answer(503, { code: 'unavailable', message: 'later' });
    await next;
    expect(ledger.entries.state).toBe('ready');
    expect(ledger.entries.value?.meta.current_page).toBe(1);
    expect(ledger.entries.error).not.toBeNull();
  });

  it("never shows another customer's log: a customer signing in after another reads their own first", async () => {
    const { store, api, ledger } = open();
    let stop = ledger.follow('points');
    (await api.call('GET', LEDGER_PATHS.pointsLogs)).answer(200, pageOf([entry(1)]));
    await waitFor(() => expect(ledger.entries.state).toBe('ready'));
    stop();
    store.session.signIn('other-token', testCustomer({ id: 99 }));
    stop = ledger.follow('points');
    expect(ledger.entries.value).toBeNull();
    expect(ledger.entries.state).toBe('loading');
    stop();
  });
});
