import type { LocalizedText } from '@storefront/shared/contracts';

export interface DemoTable {
  /** Fixed, so the demo, the CLI examples and the browser tests can name it. */
  id: number;
  /** The label printed on the table. */
  name: string;
  /** Blocked by the staff when false; true when absent. */
  available?: boolean;
}

export interface DemoArea {
  id: number;
  /** English name of the branch. */
  branch: string;
  names: LocalizedText;
  tables: DemoTable[];
}

export interface DemoSession {
  /** Fixed, so the QR links of the demo and the browser tests can name it. */
  id: string;
  tableId: number;
}

export interface DemoDineIn {
  areas: DemoArea[];
  sessions: DemoSession[];
}

/** Tables `T{first}`..`T{last}` with ids `firstId`, `firstId + 1`, ... */
export const tables = (firstId: number, first: number, last: number): DemoTable[] =>
  Array.from({ length: last - first + 1 }, (_, index) => ({ id: firstId + index, name: `T${first + index}` }));
