import { tables, type DemoDineIn } from './demo-dine-in';

/** Heliopolis: one dining room (T1-T4). */
export const NILE_DINE_IN: DemoDineIn = {
  areas: [{ id: 51, branch: 'Nile Kitchen - Heliopolis', names: { ar: 'صالة الطعام', en: 'Dining room' }, tables: tables(501, 1, 4) }],
  sessions: [{ id: 'nile-heliopolis-t2', tableId: 502 }],
};
