import { VEHICLE_PATHS } from '@storefront/shared/contracts';
import { holdApi, testCustomer, testStore } from '@storefront/shared/testing';
import { waitFor } from '@testing-library/react';
import { vehiclesOf } from './vehicles-store';

const vehicle = (id: number, plate = `ABC ${id}`) => ({
  id,
  brand_id: 1,
  brand_name: 'Toyota',
  brand_logo: null,
  color_id: 2,
  color_name: 'White',
  color_code: '#ffffff',
  plate_number: plate,
  brand_names: { en: 'Toyota', ar: 'تويوتا' },
  color_names: { en: 'White', ar: 'أبيض' },
});
const brands = [{ id: 1, names: { en: 'Toyota', ar: 'تويوتا' }, logo: null }];
const colors = [{ id: 2, names: { en: 'White', ar: 'أبيض' }, code: '#ffffff' }];

const open = () => {
  const store = testStore({ locale: 'en' });
  store.session.signIn('token', testCustomer({ vehicles: [vehicle(1)] }));
  return { store, api: holdApi(store), vehicles: vehiclesOf(store) };
};

describe('the vehicles slice', () => {
  it('reads the catalogues once and the list into the session on each opening; a save and a deletion go there too', async () => {
    const { store, api, vehicles } = open();
    let stop = vehicles.follow();
    (await api.call('GET', VEHICLE_PATHS.brands)).answer(200, { data: brands });
    (await api.call('GET', VEHICLE_PATHS.colors)).answer(200, { data: colors });
    (await api.call('GET', VEHICLE_PATHS.list)).answer(200, { data: [vehicle(1), vehicle(2)] });
    await waitFor(() => expect(store.session.vehicles).toHaveLength(2));
    expect(vehicles.catalogues.value).toEqual({ brands, colors });
    stop();

    stop = vehicles.follow();
    (await api.call('GET', VEHICLE_PATHS.list, 1)).answer(200, { data: [vehicle(2)] });
    await waitFor(() => expect(store.session.vehicles.map((saved) => saved.id)).toEqual([2]));
    expect(api.calls.filter((call) => call.path === VEHICLE_PATHS.brands)).toHaveLength(1);

    vehicles.saved(vehicle(1, 'NEW 1'));
    expect(store.session.vehicles.map((saved) => saved.plate_number)).toEqual(['NEW 1', 'ABC 2']);
    const removing = vehicles.remove(2);
    (await api.call('DELETE', VEHICLE_PATHS.remove(2))).answer(200, { data: { id: 2, deleted: true } });
    await removing;
    expect(store.session.vehicles.map((saved) => saved.id)).toEqual([1]);
    stop();
  });

  it('cancels the readings on their way when the section leaves; their late answers never reach the session', async () => {
    const { store, api, vehicles } = open();
    let stop = vehicles.follow();
    const list = await api.call('GET', VEHICLE_PATHS.list);
    const brandsCall = await api.call('GET', VEHICLE_PATHS.brands);
    stop();
    expect(list.signal?.aborted).toBe(true);
    expect(brandsCall.signal?.aborted).toBe(true);
    stop = vehicles.follow();
    list.answer(200, { data: [vehicle(7)] });
    (await api.call('GET', VEHICLE_PATHS.list, 1)).answer(200, { data: [vehicle(3)] });
    await waitFor(() => expect(vehicles.vehicles.state).toBe('ready'));
    expect(store.session.vehicles.map((saved) => saved.id)).toEqual([3]);
    stop();
  });

  it('keeps the failure of the catalogues, and reads them again on the next opening', async () => {
    const { api, vehicles } = open();
    let stop = vehicles.follow();
    (await api.call('GET', VEHICLE_PATHS.brands)).answer(500, { code: 'internal_error', message: 'boom' });
    await waitFor(() => expect(vehicles.catalogues.state).toBe('failed'));
    expect(vehicles.catalogues.error).not.toBeNull();
    stop();
    stop = vehicles.follow();
    (await api.call('GET', VEHICLE_PATHS.brands, 1)).answer(200, { data: brands });
    (await api.call('GET', VEHICLE_PATHS.colors, 1)).answer(200, { data: colors });
    await waitFor(() => expect(vehicles.catalogues).toMatchObject({ state: 'ready', error: null }));
    stop();
  });
});
