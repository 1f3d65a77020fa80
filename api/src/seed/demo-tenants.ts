import type { DemoTenant } from './demo-tenant';
import { CLOSED } from './tenants/closed';
import { NILE } from './tenants/nile';
import { SUFRA } from './tenants/sufra';

/** The demo tenants (docs/api.md, "Demo tenants"). */
export const DEMO_TENANTS: readonly DemoTenant[] = [SUFRA, NILE, CLOSED];
