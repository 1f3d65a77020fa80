import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENU_PATHS } from '@storefront/shared';
import { installFakeApi, renderAt, testBranch, testStore } from '@storefront/shared/testing';
import { DeliveryLocation } from './DeliveryLocation';

const TEXTS = {
  en: { use: 'Use my current location', outside: 'Delivery is not available for this location.', found: /delivers to Olaya/ },
  ar: { use: 'استخدم موقعي الحالي', outside: 'التوصيل غير متاح لهذا الموقع.', found: /يوصل إلى العليا/ },
} as const;

const HOME = { latitude: 21.5, longitude: 39.2 };
const OLAYA = { latitude: 24.69, longitude: 46.68 };

describe.each(['ar', 'en'] as const)('"Use my current location" in %s', (locale) => {
  const text = TEXTS[locale];
  afterEach(() => Reflect.deleteProperty(navigator, 'geolocation'));

  it('asks the browser again at each press, for a position measured then: after moving, the new place is checked', async () => {
    // Where the customer is at each press: first far away, then (having moved) in Olaya.
    const places = [HOME, OLAYA];
    const getCurrentPosition = jest.fn((ok: PositionCallback) => ok({ coords: places.shift()! } as GeolocationPosition));
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    const store = testStore({ locale });
    installFakeApi(store, {
      [`GET ${MENU_PATHS.deliveryZones}`]: () => ({ status: 200, data: { data: [] } }),
      [`GET ${MENU_PATHS.deliveryZone}`]: ({ params }) =>
        (params as { latitude: number }).latitude === OLAYA.latitude
          ? {
              status: 200,
              data: {
                data: {
                  branch: testBranch(),
                  zone: { id: 1, names: { ar: 'العليا', en: 'Olaya' }, fee: 10, minimum_order: 30, eta_minutes: 20 },
                  estimated_minutes: 45,
                },
              },
            }
          : { status: 422, data: { code: 'delivery_not_available', message: 'Delivery is not available' } },
    });
    renderAt(<DeliveryLocation tenantTimes={['asap']} />, locale === 'en' ? '/en/delivery' : '/delivery', store);

    await userEvent.click(screen.getByRole('button', { name: text.use }));
    expect(await screen.findByText(text.outside)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: text.use }));
    expect(await screen.findByText(text.found)).toBeInTheDocument();
    expect(screen.queryByText(text.outside)).not.toBeInTheDocument();
    expect(getCurrentPosition).toHaveBeenCalledTimes(2);
    for (const call of getCurrentPosition.mock.calls as unknown as Array<[unknown, unknown, PositionOptions]>)
      expect(call[2].maximumAge).toBe(0);
  });
});
