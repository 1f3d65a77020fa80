import type { Bootstrap, FirstPaint, RemoteName } from '@storefront/shared';

/** A remote's server build as the shell's server found it for this request. */
export interface ServerRemote {
  name: RemoteName;
  /** Its server `remoteEntry.js`, next to the browser build (`<remote>/server/remoteEntry.js`). */
  entry: string;
  /** What identifies this build (the entry's ETag): a new value loads the remote again. */
  version: string;
}

export interface RenderInput {
  /** The path and query of the page. */
  url: string;
  bootstrap: Bootstrap;
  /** The api as the server reaches it. */
  apiUrl: string;
  /** The route owner's server build (only the owner of this route is loaded); null for the shell's own pages. */
  remote: ServerRemote | null;
  /** The popup banner to paint with the page (the visitor's cookies decided it), if any. */
  popupBannerId: number | null;
}

export interface RenderedPage {
  /** The markup of the frame and the route, for the page's root element. */
  html: string;
  firstPaint: FirstPaint;
  /** False: the page is not kept in the server's brief cache (its owner's `serverRendering.uncached`). */
  cacheable: boolean;
}

/** What `server-dist/render/render.js` exports (docs/decisions/server-rendering.md). */
export interface ShellRenderer {
  /** Null: the route is rendered in the browser (its owner does not render it on the server). */
  renderPage(input: RenderInput): Promise<RenderedPage | null>;
  /** Screens of the shell's own it renders (`shell-server-screens.ts`); the others are rendered in the browser. */
  shellScreens?: readonly string[];
}
