import { tables, type DemoDineIn } from './demo-dine-in';

const MAIN_HALL = { ar: 'الصالة الرئيسية', en: 'Main hall' };

/** Olaya: a main hall (T1-T5) and a terrace (T6-T8, T8 blocked); Al Malqa: one hall (T1-T4). */
export const SUFRA_DINE_IN: DemoDineIn = {
  areas: [
    { id: 11, branch: 'Sufra - Olaya', names: MAIN_HALL, tables: tables(101, 1, 5) },
    {
      id: 12,
      branch: 'Sufra - Olaya',
      names: { ar: 'الجلسات الخارجية', en: 'Terrace' },
      tables: [...tables(106, 6, 7), { id: 108, name: 'T8', available: false }],
    },
    { id: 31, branch: 'Sufra - Al Malqa', names: MAIN_HALL, tables: tables(301, 1, 4) },
  ],
  sessions: [
    { id: 'sufra-olaya-t5', tableId: 105 },
    { id: 'sufra-olaya-t6', tableId: 106 },
  ],
};
