import type { Locale } from './common';
import { localDay, wallClock } from './wall-clock';

const pad = (n: number): string => String(n).padStart(2, '0');

/** YYYY/MM/DD, as the storefront shows dates. */
export const formatDate = (date: Date, timeZone: string): string => localDay(date, timeZone).replace(/-/g, '/');

/** A wall-clock time `HH:MM` (24 h) as hh:mm with AM/PM, ص/م in Arabic. */
export const formatClock = (hhmm: string, locale: Locale): string => {
  const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
  const afternoon = hour % 24 >= 12;
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const marker = locale === 'ar' ? (afternoon ? 'م' : 'ص') : afternoon ? 'PM' : 'AM';
  return `${pad(hour12)}:${pad(minute)} ${marker}`;
};

/** hh:mm with AM/PM, shown as ص/م in Arabic. */
export const formatTime = (date: Date, locale: Locale, timeZone: string): string => {
  const { minutes } = wallClock(date, timeZone);
  return formatClock(`${Math.floor(minutes / 60)}:${minutes % 60}`, locale);
};
