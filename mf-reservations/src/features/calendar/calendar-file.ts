import type { Reservation } from '@storefront/shared/contracts';

/** `20261127T150000Z`: an instant in UTC as iCalendar writes it (RFC 5545 §3.3.5, form #2). */
const utcStamp = (iso: string): string =>
  new Date(iso)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** A TEXT value escaped (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
const text = (value: string): string => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines folded at 75 octets (RFC 5545 §3.1): a continuation starts with a space. Multi-byte characters are never split. */
const fold = (line: string): string => {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const bytes = encoder.encode(character).length;
    if (size + bytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += character;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
};

export interface CalendarEvent {
  /** Unique across tenants and hosts: the reservation's id at the storefront's host. */
  uid: string;
  title: string;
  location: string;
  description: string;
  startsAt: string;
  endsAt: string;
  /** When the file was made (DTSTAMP). */
  now: Date;
}

/** An iCalendar file with one VEVENT at the booking's instants in UTC (any calendar shows them in the customer's zone). */
export const calendarFile = (event: CalendarEvent): string =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//storefront//reservations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${text(event.uid)}`,
    `DTSTAMP:${utcStamp(event.now.toISOString())}`,
    `DTSTART:${utcStamp(event.startsAt)}`,
    `DTEND:${utcStamp(event.endsAt)}`,
    `SUMMARY:${text(event.title)}`,
    `LOCATION:${text(event.location)}`,
    `DESCRIPTION:${text(event.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .map(fold)
    .join('\r\n') + '\r\n';

/** The file's event for a reservation. */
export const reservationEvent = (
  reservation: Pick<Reservation, 'id' | 'starts_at' | 'ends_at'>,
  { host, title, location, description, now }: { host: string; title: string; location: string; description: string; now: Date },
): CalendarEvent => ({
  uid: `reservation-${reservation.id}@${host}`,
  title,
  location,
  description,
  startsAt: reservation.starts_at,
  endsAt: reservation.ends_at,
  now,
});
