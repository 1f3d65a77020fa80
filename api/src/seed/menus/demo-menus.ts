import type { DemoMenu } from './demo-menu';
import { NILE_MENU } from './nile-menu';
import { SUFRA_MENU } from './sufra-menu';

/** The demo menus by tenant name; a tenant without one gets no menu. */
export const DEMO_MENUS: Readonly<Record<string, DemoMenu>> = { sufra: SUFRA_MENU, nile: NILE_MENU };
