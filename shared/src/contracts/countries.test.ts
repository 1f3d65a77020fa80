import { displayTimeZone, firstTimeZone } from './countries';

describe('time zones of a country', () => {
  it('shows times in the country’s first zone, and Egypt’s as Riyadh (docs/specification.md §9)', () => {
    expect(displayTimeZone('SA')).toBe('Asia/Riyadh');
    expect(displayTimeZone('AE')).toBe(firstTimeZone('AE'));
    expect(firstTimeZone('EG')).toBe('Africa/Cairo');
    expect(displayTimeZone('EG')).toBe('Asia/Riyadh');
  });
});
