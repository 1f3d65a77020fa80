import { calendarFile, reservationEvent } from './calendar-file';

/** Unfolds and reads an iCalendar text into its lines' names and values (RFC 5545 §3.1). */
const parse = (file: string) =>
  file
    .replace(/\r\n /g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1)] as const;
    });

describe('the calendar file of a reservation', () => {
  const file = calendarFile(
    reservationEvent(
      { id: 7, starts_at: '2026-03-01T16:00:00.000Z', ends_at: '2026-03-01T17:30:00.000Z' },
      {
        host: 'sufra.example',
        title: 'طاولة في صفرة - العليا',
        location: 'Sufra - Olaya, Riyadh; King Fahd Road',
        description: 'Reservation 7, 2 guests\nWindow',
        now: new Date('2026-02-20T09:05:00Z'),
      },
    ),
  );

  it('is one VEVENT at the booking’s UTC instants, its text escaped, with CRLF lines of at most 75 octets', () => {
    const lines = parse(file);
    expect(lines.map(([name]) => name)).toEqual([
      'BEGIN',
      'VERSION',
      'PRODID',
      'CALSCALE',
      'METHOD',
      'BEGIN',
      'UID',
      'DTSTAMP',
      'DTSTART',
      'DTEND',
      'SUMMARY',
      'LOCATION',
      'DESCRIPTION',
      'END',
      'END',
    ]);
    const value = (name: string) => lines.find(([key]) => key === name)?.[1];
    // 19:00 in Riyadh (UTC+3) is 16:00 UTC; the table for 90 minutes.
    expect(value('DTSTART')).toBe('20260301T160000Z');
    expect(value('DTEND')).toBe('20260301T173000Z');
    expect(value('DTSTAMP')).toBe('20260220T090500Z');
    expect(value('UID')).toBe('reservation-7@sufra.example');
    expect(value('SUMMARY')).toBe('طاولة في صفرة - العليا');
    expect(value('LOCATION')).toBe('Sufra - Olaya\\, Riyadh\\; King Fahd Road');
    expect(value('DESCRIPTION')).toBe('Reservation 7\\, 2 guests\\nWindow');
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of file.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('folds a long line without splitting a character', () => {
    const long = calendarFile(
      reservationEvent(
        { id: 1, starts_at: '2026-03-01T16:00:00.000Z', ends_at: '2026-03-01T17:30:00.000Z' },
        { host: 'h', title: 'ض'.repeat(100), location: 'l', description: 'd', now: new Date('2026-02-20T09:05:00Z') },
      ),
    );
    expect(parse(long).find(([name]) => name === 'SUMMARY')?.[1]).toBe('ض'.repeat(100));
  });
});
