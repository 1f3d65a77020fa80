import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderAt, testStore } from '../testing';
import { AddressForm } from './AddressForm';
import { VehicleForm } from './VehicleForm';

const brands = [{ id: 1, names: { en: 'Toyota', ar: 'تويوتا' }, logo: null }];
const colors = [{ id: 2, names: { en: 'White', ar: 'أبيض' }, code: '#ffffff' }];
const savedVehicle = {
  id: 9,
  brand_id: 1,
  brand_name: 'Toyota',
  brand_logo: null,
  color_id: 2,
  color_name: 'White',
  color_code: '#ffffff',
  plate_number: 'ABC 123',
  brand_names: { en: 'Toyota', ar: 'تويوتا' },
  color_names: { en: 'White', ar: 'أبيض' },
};

describe('the shared vehicle form', () => {
  beforeEach(() => localStorage.clear());

  it('inside another form, Enter saves only the vehicle, after its errors are fixed, in Arabic', async () => {
    const store = testStore({ locale: 'ar' });
    const calls = installFakeApi(store, {
      'POST /api/v1/user/customer-vehicles/create': () => ({ status: 201, data: { data: savedVehicle } }),
    });
    const outerSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onSaved = jest.fn();
    renderAt(
      <form onSubmit={outerSubmit}>
        <VehicleForm vehicle={null} brands={brands} colors={colors} label="أضف سيارة" nested onSaved={onSaved} onCancel={() => undefined} />
        <button type="submit">أرسل الطلب</button>
      </form>,
      '/',
      store,
    );
    const group = screen.getByRole('group', { name: 'أضف سيارة' });
    await userEvent.type(screen.getByLabelText('رقم اللوحة'), '{Enter}');
    expect(await screen.findByText('هذا الحقل مطلوب')).toHaveAttribute('role', 'alert');
    expect(screen.getAllByText('اختر واحدًا')).toHaveLength(2);
    expect(group).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('الماركة'), 'تويوتا');
    await userEvent.selectOptions(screen.getByLabelText('اللون'), 'أبيض');
    await userEvent.type(screen.getByLabelText('رقم اللوحة'), 'ABC ١٢٣{Enter}');
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(savedVehicle));
    expect(calls.map((call) => call.body)).toEqual([{ brand_id: 1, color_id: 2, plate_number: 'ABC 123' }]);
    expect(outerSubmit).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the save fails, and says why', async () => {
    const store = testStore({ locale: 'en' });
    installFakeApi(store, {
      'POST /api/v1/user/customer-vehicles/create': () => ({
        status: 503,
        data: { code: 'service_unavailable', message: 'Service unavailable' },
      }),
    });
    renderAt(
      <VehicleForm
        vehicle={null}
        brands={brands}
        colors={colors}
        label="Add a vehicle"
        onSaved={() => undefined}
        onCancel={() => undefined}
      />,
      '/',
      store,
    );
    await userEvent.selectOptions(screen.getByLabelText('Brand'), 'Toyota');
    await userEvent.selectOptions(screen.getByLabelText('Colour'), 'White');
    await userEvent.type(screen.getByLabelText('Plate number'), 'XYZ 9');
    await userEvent.click(screen.getByRole('button', { name: 'Save the vehicle' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The vehicle could not be saved. Please try again.');
    expect(screen.getByLabelText('Plate number')).toHaveValue('XYZ 9');
    expect(screen.getByRole('form', { name: 'Add a vehicle' })).toBeInTheDocument();
  });
});

describe('the shared address form', () => {
  beforeEach(() => localStorage.clear());

  it('at a fixed point (the checkout) sends that point and the typed details, and shows the api field rule next to its field', async () => {
    const store = testStore({ locale: 'en' });
    let attempt = 0;
    const calls = installFakeApi(store, {
      'POST /api/v1/user/customer-addresses/create': ({ body }) => {
        attempt += 1;
        if (attempt === 1)
          return {
            status: 422,
            data: { code: 'invalid_input', message: 'Invalid body: floor_number', errors: { floor_number: ['validation.tooLong'] } },
          };
        return { status: 201, data: { data: { id: 4, ...(body as object) } } };
      },
    });
    const onSaved = jest.fn();
    renderAt(
      <AddressForm
        address={null}
        title="New address"
        nested
        fixedLocation={{ latitude: 24.69, longitude: 46.68, note: 'Location: Al Olaya', description: 'Al Olaya' }}
        onSaved={onSaved}
        onCancel={() => undefined}
      />,
      '/',
      store,
    );
    expect(screen.getByText('Location: Al Olaya')).toBeInTheDocument();
    expect(screen.queryByLabelText('Latitude')).toBeNull();
    expect(screen.getByLabelText('Description')).toHaveValue('Al Olaya');
    await userEvent.type(screen.getByLabelText('Street name'), 'Tahlia Street');
    await userEvent.type(screen.getByLabelText('Floor'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(await screen.findByText(/Use at most \d+ characters/)).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Street name')).toHaveValue('Tahlia Street');

    await userEvent.click(screen.getByRole('button', { name: 'Save the address' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[1]?.body).toMatchObject({
      street_name: 'Tahlia Street',
      floor_number: '3',
      description: 'Al Olaya',
      latitude: 24.69,
      longitude: 46.68,
    });
  });

  it('without a map, the point comes from a district or landmark, never from typed coordinates, in Arabic', async () => {
    const store = testStore({ locale: 'ar' });
    const calls = installFakeApi(store, {
      'GET /api/v1/branch/frontend/delivery-zones': () => ({
        status: 200,
        data: {
          data: [
            { id: 7, names: { ar: 'العليا والسليمانية', en: 'Olaya & Sulaimaniyah' }, branch_id: 1, latitude: 24.69, longitude: 46.68 },
          ],
        },
      }),
      'POST /api/v1/user/customer-addresses/create': ({ body }) => ({ status: 201, data: { data: { id: 5, ...(body as object) } } }),
    });
    const onSaved = jest.fn();
    renderAt(<AddressForm address={null} title="عنوان جديد" onSaved={onSaved} onCancel={() => undefined} />, '/', store);
    expect(screen.queryByRole('textbox', { name: 'خط العرض' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Latitude|Longitude/ })).toBeNull();
    expect(screen.getByText('اختر الحي أو المعلم، أو شارك موقعك.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('اسم الشارع'), 'شارع التحلية');
    await userEvent.selectOptions(await screen.findByLabelText('الحي أو المعلم'), 'العليا والسليمانية');
    expect(screen.getByText('الموقع: العليا والسليمانية')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'احفظ العنوان' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      street_name: 'شارع التحلية',
      description: 'العليا والسليمانية',
      latitude: 24.69,
      longitude: 46.68,
    });
  });
});
