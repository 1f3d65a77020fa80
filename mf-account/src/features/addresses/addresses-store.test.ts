import { ADDRESS_PATHS } from '@storefront/shared/contracts';
import { holdApi, testCustomer, testStore } from '@storefront/shared/testing';
import { waitFor } from '@testing-library/react';
import { pageOf } from '../../testing/page-of';
import { valuesOf } from '../../testing/values-of';
import { addressesOf } from './addresses-store';

const address = (id: number, street = `Street ${id}`) => ({
  id,
  street_name: street,
  building_type: 'house' as const,
  building_number: null,
  floor_number: null,
  apartment_number: null,
  special_mark: null,
  description: null,
  latitude: 24.7,
  longitude: 46.7,
});

const open = () => {
  const store = testStore({ locale: 'en' });
  store.session.signIn('token', testCustomer());
  return { store, api: holdApi(store), addresses: addressesOf(store) };
};

describe('the addresses slice', () => {
  it('reads the list into the session on opening (the selected address follows), and again on the next opening', async () => {
    const { store, api, addresses } = open();
    store.session.selectAddress(address(2));
    let stop = addresses.follow();
    const list = await api.call('GET', ADDRESS_PATHS.list);
    expect(list.params).toEqual({ pagination: false });
    list.answer(200, pageOf([address(1), address(2, 'Olaya')]));
    await waitFor(() => expect(addresses.list.state).toBe('ready'));
    expect(store.session.addresses.map((saved) => saved.id)).toEqual([1, 2]);
    expect(store.session.selectedAddress?.street_name).toBe('Olaya');
    stop();

    stop = addresses.follow();
    expect(addresses.addresses).toHaveLength(2);
    (await api.call('GET', ADDRESS_PATHS.list, 1)).answer(200, pageOf([address(1)]));
    await waitFor(() => expect(store.session.addresses).toHaveLength(1));
    expect(store.session.selectedAddress).toBeNull();
    stop();
  });

  it('a deletion wins over a reading on its way: that reading is cancelled and its answer never lands', async () => {
    const { store, api, addresses } = open();
    addresses.follow();
    (await api.call('GET', ADDRESS_PATHS.list)).answer(200, pageOf([address(1), address(2)]));
    await waitFor(() => expect(addresses.list.state).toBe('ready'));
    const shown = valuesOf(() => addresses.addresses.map((saved) => saved.id));

    void addresses.list.reload();
    const stale = await api.call('GET', ADDRESS_PATHS.list, 1);
    const removing = addresses.remove(2);
    (await api.call('DELETE', ADDRESS_PATHS.remove(2))).answer(200, { data: { id: 2, deleted: true } });
    await removing;
    expect(stale.signal?.aborted).toBe(true);
    stale.answer(200, pageOf([address(1), address(2)]));
    await waitFor(() => expect(store.ui.pendingRequests).toBe(0));
    expect(shown).toEqual([[1]]);
    expect(store.session.addresses.map((saved) => saved.id)).toEqual([1]);
  });

  it('keeps the failure of the list; a failed deletion leaves the list as it was', async () => {
    const { store, api, addresses } = open();
    let stop = addresses.follow();
    (await api.call('GET', ADDRESS_PATHS.list)).answer(500, { code: 'internal_error', message: 'boom' });
    await waitFor(() => expect(addresses.list.state).toBe('failed'));
    expect(addresses.list.error).not.toBeNull();
    stop();
    stop = addresses.follow();
    (await api.call('GET', ADDRESS_PATHS.list, 1)).answer(200, pageOf([address(1)]));
    await waitFor(() => expect(addresses.list).toMatchObject({ state: 'ready', error: null }));

    const removing = addresses.remove(1);
    (await api.call('DELETE', ADDRESS_PATHS.remove(1))).answer(500, { code: 'internal_error', message: 'boom' });
    await expect(removing).rejects.toThrow();
    expect(store.session.addresses).toHaveLength(1);
    stop();
  });
});
