import type { ComponentType } from 'react';
import type { RootStore } from './stores/root-store';

/** A remote's screens rendered on the server, and the data their first paint shows. */
export interface ServerRendering {
  /** Screen ids (of the shared route table) the shell's server renders; the others are rendered in the browser. */
  screens: readonly string[];
  /** Loads what the first paint of `pathname` shows into the stores, on the server and again (from the page's answers) in the browser. */
  preload(root: RootStore, pathname: string): Promise<void>;
  /**
   * Screens whose pages the shell's server renders afresh for every request and never keeps in its
   * brief cache: a page of one visitor (a link token in its path) whose figures change by the minute.
   */
  uncached?: readonly string[];
}

/** A remote's App, which can load a screen's chunk ahead of its first render (a server-rendered first screen, before hydration). */
export type RemoteAppComponent = ComponentType & { preloadScreen?: (screen: string) => Promise<unknown> };

/** What every remote exposes as `./App`: its route table as a component, rendered inside the shell's router and stores. */
export interface RemoteAppModule {
  default: RemoteAppComponent;
  /** Optional (docs/decisions/server-rendering-fallback.md): without it every screen of the remote is rendered in the browser. */
  serverRendering?: ServerRendering;
}
