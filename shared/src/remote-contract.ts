import type { ComponentType } from 'react';

/** What every remote exposes as `./App`: its route table as a component, rendered inside the shell's router and stores. */
export interface RemoteAppModule {
  default: ComponentType;
}
