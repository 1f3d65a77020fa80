import type { DemoDineIn } from './demo-dine-in';
import { NILE_DINE_IN } from './nile-dine-in';
import { SUFRA_DINE_IN } from './sufra-dine-in';

/** The demo dine-in areas, tables and open sessions by tenant name; a tenant without gets none. */
export const DEMO_DINE_INS: Readonly<Record<string, DemoDineIn>> = { sufra: SUFRA_DINE_IN, nile: NILE_DINE_IN };
