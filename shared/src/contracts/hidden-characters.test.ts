import { addressBodySchema } from './account-addresses';
import { signupBodySchema } from './account-auth';
import { profileBodySchema } from './account-profile';
import { vehicleBodySchema } from './account-vehicles';
import { contactMessageBodySchema } from './contact';
import { hasNoHiddenCharacters, VALIDATION } from './field-rules';

const errorsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

const HIDDEN = {
  'right-to-left override': '\u202E',
  'left-to-right embedding': '\u202A',
  'pop directional formatting': '\u202C',
  'right-to-left isolate': '\u2067',
  'pop directional isolate': '\u2069',
  'left-to-right mark': '\u200E',
  'right-to-left mark': '\u200F',
  'Arabic letter mark': '\u061C',
  'zero-width space': '\u200B',
  'word joiner': '\u2060',
  'byte order mark': '\uFEFF',
};

describe('hidden direction and zero-width characters (one rule for every typed name, plate, address and message)', () => {
  it.each(Object.entries(HIDDEN))('refuses a %s', (_name, character) => {
    expect(hasNoHiddenCharacters(`ABC${character}321`)).toBe(false);
  });

  it('keeps the zero-width joiner and non-joiner that Persian words and emoji need', () => {
    expect(hasNoHiddenCharacters('می\u200Cخواهم')).toBe(true);
    expect(hasNoHiddenCharacters('👨\u200D👩\u200D👧')).toBe(true);
    expect(hasNoHiddenCharacters('سارة Sara ١٢٣')).toBe(true);
  });

  it('is reported on the field, with its own message key', () => {
    const rlo = '\u202E';
    expect(
      errorsOf(
        signupBodySchema.safeParse({
          name: `Sara${rlo}`,
          email: 'sara@example.com',
          password: 'a-long-secret',
          country_code: 'SA',
          mobile: '553334444',
          code: '1234',
        }),
      ).name,
    ).toBe(VALIDATION.hiddenCharacters);
    expect(errorsOf(profileBodySchema.safeParse({ name: `Om\u200Bar` }))).toEqual({ name: VALIDATION.hiddenCharacters });
    expect(errorsOf(vehicleBodySchema.safeParse({ brand_id: 1, color_id: 1, plate_number: `ABC${rlo}321` }))).toEqual({
      plate_number: VALIDATION.hiddenCharacters,
    });
    expect(
      errorsOf(
        addressBodySchema.safeParse({
          street_name: `Tahlia\u2066`,
          building_type: 'villa',
          special_mark: `gate${rlo}`,
          description: 'near the\uFEFFpark',
        }),
      ),
    ).toEqual({
      street_name: VALIDATION.hiddenCharacters,
      special_mark: VALIDATION.hiddenCharacters,
      description: VALIDATION.hiddenCharacters,
    });
    expect(
      errorsOf(
        contactMessageBodySchema.safeParse({
          name: `Sa${rlo}ra`,
          email: 'sara@example.com',
          country_code: 'SA',
          mobile: '0551234567',
          message: `Hello\u200F`,
          human_check: { key: 'k', answer: '7' },
        }),
      ),
    ).toEqual({ name: VALIDATION.hiddenCharacters, message: VALIDATION.hiddenCharacters });
  });
});
