import { computeSlots, freeTable, periodStart } from './slot-computation';

const TZ = 'Asia/Riyadh';
const SECTION = {
  id: 1,
  names: { ar: 'داخلي', en: 'Indoor' },
  tables: [
    { id: 10, name: 'T1', seats: 2 },
    { id: 11, name: 'T2', seats: 4 },
  ],
  periods: [
    { time: '19:00', next_day: false, cost_minor: 5000 },
    { time: '20:00', next_day: false, cost_minor: 5000 },
    { time: '00:30', next_day: true, cost_minor: 0 },
  ],
};
const NOW = new Date('2026-03-02T09:00:00Z');

describe('slot computation', () => {
  it('places a period after midnight on the next day', () => {
    expect(periodStart('2026-03-02', '00:30', true, TZ).toISOString()).toBe('2026-03-02T21:30:00.000Z');
  });

  it('gives the smallest free table that seats the party', () => {
    expect(freeTable(SECTION, 2, periodStart('2026-03-02', '19:00', false, TZ), 90, [])?.name).toBe('T1');
    expect(freeTable(SECTION, 3, periodStart('2026-03-02', '19:00', false, TZ), 90, [])?.name).toBe('T2');
    expect(freeTable(SECTION, 5, periodStart('2026-03-02', '19:00', false, TZ), 90, [])).toBeNull();
  });

  it('drops the periods whose tables are taken for the table duration, with costs of 2 decimals', () => {
    const start = periodStart('2026-03-02', '19:00', false, TZ);
    const taken = [{ table_id: 11, starts_at: start, ends_at: new Date(start.getTime() + 90 * 60_000) }];
    const [section] = computeSlots([SECTION], taken, { day: '2026-03-02', guests: 4, now: NOW, timeZone: TZ, tableMinutes: 90 });
    expect(section?.periods).toEqual([{ time: '00:30', cost: '0.00', is_next_day: true }]);
  });

  it('offers no period that has started', () => {
    const late = new Date('2026-03-02T16:30:00Z');
    const [section] = computeSlots([SECTION], [], { day: '2026-03-02', guests: 2, now: late, timeZone: TZ, tableMinutes: 90 });
    expect(section?.periods.map((period) => period.time)).toEqual(['20:00', '00:30']);
  });
});
