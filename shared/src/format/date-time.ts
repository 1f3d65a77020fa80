import type { Locale } from '../contracts';

const pad = (n: number): string => String(n).padStart(2, '0');

/** The calendar parts of an instant in a time zone (the tenant's), without locale digits. */
const partsIn = (date: Date, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
};

/** YYYY/MM/DD, as the storefront shows dates. */
export const formatDate = (date: Date, timeZone: string): string => {
  const { year, month, day } = partsIn(date, timeZone);
  return `${year}/${pad(month)}/${pad(day)}`;
};

/** YYYY-MM-DD, as slot requests send dates. */
export const isoDay = (date: Date, timeZone: string): string => formatDate(date, timeZone).replace(/\//g, '-');

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
  const { hour, minute } = partsIn(date, timeZone);
  return formatClock(`${hour}:${minute}`, locale);
};
