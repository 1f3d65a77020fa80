import { addressBodySchema } from './account-addresses';
import { emailLoginBodySchema, signupBodySchema, signupFormSchema } from './account-auth';
import { profileBodySchema, referralBodySchema } from './account-profile';
import { vehicleBodySchema } from './account-vehicles';
import { isPastDate } from './field-rules';

const errorsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

const SIGNUP = {
  name: 'Huda',
  email: 'huda@example.com',
  password: 'a-long-secret',
  country_code: 'SA',
  mobile: '٠٥٥٣٣٣٤٤٤٤',
  gender: '',
  birth_date: '',
  referral_code: ' sara10 ',
};

describe('account validation rules (docs/specification.md §5)', () => {
  it('signup: the mobile by its country in national form, optional fields as null, the referral code in upper case', () => {
    expect(signupFormSchema.parse(SIGNUP)).toEqual({
      ...SIGNUP,
      mobile: '553334444',
      gender: null,
      birth_date: null,
      referral_code: 'SARA10',
    });
    expect(signupFormSchema.parse({ ...SIGNUP, country_code: 'EG', mobile: '۰۱۰۱۲۳۴۵۶۷۸' }).mobile).toBe('01012345678');
    expect(signupFormSchema.parse({ ...SIGNUP, country_code: 'QA', mobile: '33123456' }).mobile).toBe('33123456');
  });

  it('signup: name 30, e-mail 50, password 8 to 64, a 4-digit code, a real past birth date', () => {
    expect(
      errorsOf(
        signupBodySchema.safeParse({
          ...SIGNUP,
          name: 'x'.repeat(31),
          email: `${'a'.repeat(40)}@example.com`,
          password: '1234567',
          mobile: '451234567',
          gender: 'other',
          birth_date: '2023-02-30',
          code: '12345',
        }),
      ),
    ).toEqual({
      name: 'validation.tooLong',
      email: 'validation.tooLong',
      password: 'validation.passwordShort',
      gender: 'validation.choose',
      birth_date: 'validation.birthDate',
      code: 'validation.code',
      mobile: 'validation.mobile',
    });
    expect(signupBodySchema.safeParse({ ...SIGNUP, name: 'x'.repeat(30), code: '١٢٣٤' }).success).toBe(true);
    expect(signupBodySchema.safeParse({ ...SIGNUP, password: 'x'.repeat(65), code: '1234' }).success).toBe(false);
  });

  it('birth dates: calendar dates from 1900 up to today only', () => {
    const today = new Date('2025-03-01T12:00:00Z');
    expect(isPastDate('2025-03-01', today)).toBe(true);
    expect(isPastDate('2025-03-02', today)).toBe(false);
    expect(isPastDate('2024-02-29', today)).toBe(true);
    expect(isPastDate('2023-02-29', today)).toBe(false);
    expect(isPastDate('1899-12-31', today)).toBe(false);
    expect(isPastDate('01/02/1990', today)).toBe(false);
  });

  it('e-mail login and my info', () => {
    expect(errorsOf(emailLoginBodySchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'validation.required',
      password: 'validation.required',
    });
    expect(profileBodySchema.parse({ name: ' Omar ', email: '', gender: 'male', birth_date: '' })).toEqual({
      name: 'Omar',
      email: null,
      gender: 'male',
      birth_date: null,
    });
    expect(errorsOf(profileBodySchema.safeParse({ name: 'Omar', email: 'nope' }))).toEqual({ email: 'validation.email' });
    expect(errorsOf(referralBodySchema.safeParse({ referral_code: '  ' }))).toEqual({ referral_code: 'validation.required' });
  });

  it('addresses: description 300, a building type of the list, both coordinates or none', () => {
    const address = { street_name: 'Tahlia', building_type: 'villa', latitude: '24.7', longitude: '46.68' };
    expect(addressBodySchema.parse(address)).toMatchObject({ latitude: 24.7, longitude: 46.68, building_number: null, description: null });
    expect(
      errorsOf(
        addressBodySchema.safeParse({ ...address, street_name: '', building_type: 'tent', description: 'x'.repeat(301), longitude: '200' }),
      ),
    ).toEqual({
      street_name: 'validation.required',
      building_type: 'validation.choose',
      description: 'validation.tooLong',
      longitude: 'validation.coordinates',
    });
    expect(errorsOf(addressBodySchema.safeParse({ ...address, longitude: '' }))).toEqual({ latitude: 'validation.coordinates' });
    expect(addressBodySchema.safeParse({ ...address, description: 'x'.repeat(300) }).success).toBe(true);
  });

  it('vehicles: a brand and a colour chosen, plate at most 20 with Western digits', () => {
    expect(vehicleBodySchema.parse({ brand_id: '4', color_id: 2, plate_number: ' ABC ١٢٣ ' })).toEqual({
      brand_id: 4,
      color_id: 2,
      plate_number: 'ABC 123',
    });
    expect(errorsOf(vehicleBodySchema.safeParse({ brand_id: '', color_id: 'x', plate_number: 'x'.repeat(21) }))).toEqual({
      brand_id: 'validation.choose',
      color_id: 'validation.choose',
      plate_number: 'validation.tooLong',
    });
  });
});
