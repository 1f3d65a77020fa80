import { displayTimeZone, firstTimeZone } from './countries';

describe('time zones of a country', () => {
  it('shows times on the clock of the country’s first zone: Cairo’s for Egypt, never Riyadh’s', () => {
    expect(displayTimeZone('SA')).toBe('Asia/Riyadh');
    expect(displayTimeZone('AE')).toBe(firstTimeZone('AE'));
    expect(firstTimeZone('EG')).toBe('Africa/Cairo');
    expect(displayTimeZone('EG')).toBe('Africa/Cairo');
  });
});
