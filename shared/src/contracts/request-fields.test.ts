import * as contracts from './index';
import { VALIDATION } from './field-rules';
import { MAX_INTEGER } from './validation';

type Issues = { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } };
const errorsOf = (result: Issues) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.map(String).join('.'), issue.message]));

interface ZodNode {
  _zod: { def: Record<string, unknown> & { type: string } };
}

/** Every number a schema accepts, by its path, with the largest and smallest value it lets through. */
const numbersOf = (schema: ZodNode, path: string, found: Array<{ path: string; max: number; min: number }>, seen = new Set<ZodNode>()) => {
  if (seen.has(schema)) return found;
  seen.add(schema);
  const def = schema._zod.def;
  const walk = (child: unknown, at: string) => numbersOf(child as ZodNode, at, found, seen);
  switch (def.type) {
    case 'number': {
      const checks = ((def.checks ?? []) as ZodNode[]).map((check) => check._zod.def as unknown as { check: string; value?: number });
      const values = (kind: string) => checks.filter((check) => check.check === kind).map((check) => check.value ?? NaN);
      found.push({ path, max: Math.min(Infinity, ...values('less_than')), min: Math.max(-Infinity, ...values('greater_than')) });
      break;
    }
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) walk(child, `${path}.${key}`);
      break;
    case 'pipe':
      walk(def.in, path);
      walk(def.out, path);
      break;
    case 'array':
      walk(def.element, `${path}[]`);
      break;
    case 'union':
      for (const option of def.options as unknown[]) walk(option, path);
      break;
    case 'record':
      walk(def.valueType, `${path}{}`);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      walk(def.innerType, path);
      break;
    default:
      break;
  }
  return found;
};

/** Every schema of what the storefront or the staff send: bodies, queries and form fields. */
const requestSchemas = Object.entries(contracts).flatMap(([name, value]) => {
  if (!/(Body|Query|Fields|Form)Schema$/.test(name)) return [];
  const schema = typeof value === 'function' ? (value as (country: string) => unknown)('SA') : value;
  return [[name, schema as ZodNode] as const];
});

describe('every number a call carries fits the integer columns (ids, counts)', () => {
  it('finds the request schemas', () => {
    expect(requestSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['createReservationBodySchema', 'feedbackFieldsSchema', 'operatorFeedbackQuerySchema', 'vehicleBodySchema']),
    );
  });

  it.each(requestSchemas)('%s bounds each of its numbers', (_name, schema) => {
    const unbounded = numbersOf(schema, '', []).filter((number) => number.max > MAX_INTEGER || number.min < -MAX_INTEGER - 1);
    expect(unbounded).toEqual([]);
  });

  it('refuses 99999999999 as an id in a body, a query and a form field', () => {
    const huge = 99_999_999_999;
    expect(errorsOf(contracts.vehicleBodySchema.safeParse({ brand_id: huge, color_id: 1, plate_number: 'ABC 123' }))).toEqual({
      brand_id: VALIDATION.choose,
    });
    expect(
      Object.keys(
        errorsOf(
          contracts.createReservationBodySchema.safeParse({
            branch_id: String(huge),
            date: '2026-11-30',
            time: '19:00',
            area_id: 1,
            guests_count: 2,
          }),
        ),
      ),
    ).toEqual(['branch_id']);
    expect(
      Object.keys(errorsOf(contracts.operatorReservationListQuerySchema.safeParse({ branch_id: String(huge), date: '2026-11-30' }))),
    ).toEqual(['branch_id']);
    expect(Object.keys(errorsOf(contracts.operatorFeedbackQuerySchema.safeParse({ branch_id: String(huge) })))).toEqual(['branch_id']);
    expect(Object.keys(errorsOf(contracts.feedbackFieldsSchema('SA').safeParse({ branch_id: String(huge), rating: '5' })))).toEqual([
      'branch_id',
    ]);
  });
});

describe('dates are real calendar days', () => {
  it.each(['2026-11-31', '2026-11-99', '2026-11-40', '2026-02-29', '2026-13-01', '2026-00-10', '1899-12-31', '2200-01-01', '2026-1-5', ''])(
    'refuses %j in every call that names a day, with the localized message',
    (day) => {
      expect(errorsOf(contracts.reservationSlotsBodySchema.safeParse({ branch_id: 1, date: day, guests_count: 2 }))).toEqual({
        date: VALIDATION.date,
      });
      expect(
        errorsOf(contracts.createReservationBodySchema.safeParse({ branch_id: 1, date: day, time: '19:00', area_id: 1, guests_count: 2 })),
      ).toEqual({ date: VALIDATION.date });
      expect(errorsOf(contracts.operatorReservationListQuerySchema.safeParse({ branch_id: '1', date: day }))).toEqual({
        date: VALIDATION.date,
      });
      expect(errorsOf(contracts.operatorFeedbackQuerySchema.safeParse({ branch_id: '1', date: day }))).toEqual({ date: VALIDATION.date });
      expect(errorsOf(contracts.slotsQuerySchema.safeParse({ branch_id: '1', order_type: 'pickup', day }))).toEqual({
        day: VALIDATION.date,
      });
      expect(
        errorsOf(
          contracts.checkoutPreviewBodySchema.safeParse({
            cart_id: 'c',
            delivery_time: 'schedule',
            scheduled_day: day,
            scheduled_period: '12:00',
            payment_method: 'cash',
          }),
        ),
      ).toEqual({ scheduled_day: VALIDATION.date });
      if (day !== '')
        expect(errorsOf(contracts.profileBodySchema.safeParse({ name: 'Sara', birth_date: day }))).toEqual({
          birth_date: VALIDATION.birthDate,
        });
    },
  );

  it('takes a leap day, and Arabic-Indic digits, as the day they name', () => {
    expect(contracts.reservationSlotsBodySchema.parse({ branch_id: 1, date: '2028-02-29', guests_count: 2 }).date).toBe('2028-02-29');
    expect(contracts.operatorReservationListQuerySchema.parse({ branch_id: '1', date: '٢٠٢٦-١١-٣٠' }).date).toBe('2026-11-30');
  });
});

describe('control characters are refused in every free text (they would reach the staff terminal)', () => {
  const ESC = '\u001B';
  const BEL = '\u0007';
  const waiting = {
    branch_id: 1,
    area_id: 1,
    name: 'Sara',
    country_code: 'SA',
    mobile: '0551234567',
    party_size: 2,
    note: '',
    branch_settings: { party_size_min: 1, party_size_max: 10 },
  };
  const details = { name: 'Sara', email: 'sara@example.com', country_code: 'SA', phone: '0551234567', note: '' };

  it.each([
    ['ESC', `A${ESC}[2J${ESC}[31mB`],
    ['BEL', `A${BEL}B`],
    ['a title sequence', `${ESC}]0;pwned${BEL}`],
    ['a C1 control (CSI)', 'A\u009B2JB'],
    ['DEL', 'A\u007FB'],
    ['NUL', 'A\u0000B'],
    ['a line separator', 'A\u2028B'],
  ])('refuses %s in names, notes, feedback and messages', (_label, text) => {
    expect(errorsOf(contracts.waitingCreateBodySchema.safeParse({ ...waiting, name: text, note: text }))).toEqual({
      name: VALIDATION.hiddenCharacters,
      note: VALIDATION.hiddenCharacters,
    });
    expect(errorsOf(contracts.reservationDetailsSchema.safeParse({ ...details, name: text, note: text }))).toEqual({
      name: VALIDATION.hiddenCharacters,
      note: VALIDATION.hiddenCharacters,
    });
    expect(errorsOf(contracts.feedbackFieldsSchema('SA').safeParse({ branch_id: '1', rating: '4', comment: text, name: text }))).toEqual({
      comment: VALIDATION.hiddenCharacters,
      name: VALIDATION.hiddenCharacters,
    });
    expect(errorsOf(contracts.profileBodySchema.safeParse({ name: text }))).toEqual({ name: VALIDATION.hiddenCharacters });
    expect(errorsOf(contracts.waitingRatingBodySchema.safeParse({ stars: 4, comment: text }))).toEqual({
      comment: VALIDATION.hiddenCharacters,
    });
    expect(errorsOf(contracts.ratingBodySchema.safeParse({ stars: 4, comment: text }))).toEqual({ comment: VALIDATION.hiddenCharacters });
    expect(errorsOf(contracts.operatorOrderBodySchema.safeParse({ reason: text }))).toEqual({ reason: VALIDATION.hiddenCharacters });
  });

  it('keeps line feeds in notes, messages and feedback (a CR LF as one), never in names', () => {
    expect(contracts.waitingCreateBodySchema.parse({ ...waiting, note: 'high chair\r\nby the window' }).note).toBe(
      'high chair\nby the window',
    );
    expect(contracts.reservationDetailsSchema.parse({ ...details, note: 'line one\nline two' }).note).toBe('line one\nline two');
    expect(contracts.feedbackFieldsSchema('SA').parse({ branch_id: '1', rating: '4', comment: 'good\nfood' }).comment).toBe('good\nfood');
    expect(errorsOf(contracts.profileBodySchema.safeParse({ name: 'Sa\nra' }))).toEqual({ name: VALIDATION.hiddenCharacters });
    expect(errorsOf(contracts.profileBodySchema.safeParse({ name: 'Sa\rra' }))).toEqual({ name: VALIDATION.hiddenCharacters });
    expect(errorsOf(contracts.waitingCreateBodySchema.safeParse({ ...waiting, note: 'a\tb' }))).toEqual({
      note: VALIDATION.hiddenCharacters,
    });
  });
});
