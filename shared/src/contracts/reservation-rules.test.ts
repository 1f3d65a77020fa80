import {
  addDays,
  cancelPayload,
  createPayload,
  dayInBounds,
  statusAfter,
  stepGuests,
  updatePayload,
  type ReservationForm,
} from './reservation-rules';

const FORM: ReservationForm = {
  branch_id: 1,
  date: '2026-03-02',
  time: '20:00',
  is_next_day: false,
  area_id: 3,
  guests_count: 2,
  cost: '50.00',
  name: 'Sara',
  email: 'sara@example.com',
  country_code: 'SA',
  phone: '551234567',
  note: 'Window',
  event_id: null,
  event: null,
  allergens: [{ id: 4, names: { ar: 'الحليب', en: 'Milk' }, icon: '🥛' }],
};

describe('reservation rules', () => {
  it('moves the status as section 4 says', () => {
    expect(statusAfter('create', '50.00')).toBe('pending');
    expect(statusAfter('update', '50.00')).toBe('pending_payment');
    expect(statusAfter('update', '0.00')).toBe('pending');
    expect(statusAfter('confirm', '0.00')).toBe('confirmed');
    expect(statusAfter('confirm', '50.00')).toBe('pending_payment');
    expect(statusAfter('cancel', '50.00')).toBe('cancelled');
  });

  it('keeps the guests between person_count_from and person_count_to', () => {
    const bounds = { person_count_from: 2, person_count_to: 4 };
    expect(stepGuests(4, 1, bounds)).toBe(4);
    expect(stepGuests(3, 1, bounds)).toBe(4);
    expect(stepGuests(2, -1, bounds)).toBe(2);
  });

  it('keeps the date between today and today plus maximum_duration days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(dayInBounds('2026-02-27', '2026-02-28', 14)).toBe(false);
    expect(dayInBounds('2026-03-14', '2026-02-28', 14)).toBe(true);
    expect(dayInBounds('2026-03-15', '2026-02-28', 14)).toBe(false);
  });

  it('blanks the personal fields at creation and sends allergen ids, without an empty event_id', () => {
    expect(createPayload(FORM)).toEqual({
      branch_id: 1,
      date: '2026-03-02',
      time: '20:00',
      is_next_day: false,
      area_id: 3,
      guests_count: 2,
      source: 'web',
      name: '',
      email: '',
      phone: '',
      note: '',
    });
    const update = updatePayload(FORM);
    expect(update).toEqual({
      action: 'update',
      details: { name: 'Sara', email: 'sara@example.com', country_code: 'SA', phone: '551234567', note: 'Window', allergens: [4] },
    });
    expect(updatePayload({ ...FORM, event_id: 2 })).toMatchObject({ details: { event_id: 2 } });
  });

  it('omits an empty cancellation reason', () => {
    expect(cancelPayload('  ')).toEqual({ action: 'cancel' });
    expect(cancelPayload('Change of plans')).toEqual({ action: 'cancel', cancellation_reason: 'Change of plans' });
  });
});
