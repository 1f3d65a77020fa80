import { contactMessageBodySchema } from './contact';
import { normalizeMobile } from './field-rules';

describe('mobile numbers by country (docs/specification.md §5)', () => {
  it.each([
    ['SA', '0551234567', '551234567'],
    ['SA', '551234567', '551234567'],
    ['SA', '+966 55 123 4567', '551234567'],
    ['SA', '٠٥٥١٢٣٤٥٦٧', '551234567'],
    ['EG', '01012345678', '01012345678'],
    ['EG', '۰۱۰۱۲۳۴۵۶۷۸', '01012345678'],
    ['AE', '0501234567', '501234567'],
    ['QA', '33123456', '33123456'],
  ] as const)('%s %s -> %s', (country, typed, expected) => {
    expect(normalizeMobile(country, typed)).toBe(expected);
  });

  it.each([
    ['SA', '451234567'],
    ['SA', '55123456'],
    ['EG', '1012345678'],
    ['EG', '02123456789'],
    ['AE', '401234567'],
    ['QA', '3312345'],
    ['SA', '55abc4567'],
  ] as const)('%s %s is refused', (country, typed) => {
    expect(normalizeMobile(country, typed)).toBeNull();
  });
});

describe('contact message body', () => {
  const valid = {
    name: 'Sara',
    email: 'sara@example.com',
    country_code: 'SA',
    mobile: '0551234567',
    message: 'Do you cater weddings?',
    human_check: { key: 'k', answer: '7' },
  };

  it('accepts a valid message and normalizes the mobile', () => {
    expect(contactMessageBodySchema.parse(valid)).toMatchObject({ mobile: '551234567', name: 'Sara' });
  });

  it('names every field that is wrong', () => {
    const result = contactMessageBodySchema.safeParse({ ...valid, name: 'x'.repeat(31), email: 'nope', mobile: '123', message: '' });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(issues).toEqual({
      name: 'validation.tooLong',
      email: 'validation.email',
      message: 'validation.required',
      mobile: 'validation.mobile',
    });
  });
});
