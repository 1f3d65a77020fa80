import { existsSync } from 'node:fs';
import { matchRoute } from '@storefront/shared/routing';
import type { Bootstrap, RemoteLocation, Tenant } from '@storefront/shared/contracts';
import type { RenderedPage, ServerRemote, ShellRenderer } from '../src/ssr/render-contract';
import { createRenderCache } from './render-cache';
import { createRenderInvalidation } from './render-invalidation';
import type { ServerSideUrl } from './server-side-url';

const VERSION_TIMEOUT_MS = 1_500;
const LOG_EVERY_MS = 60_000;

/** A remote's server build sits next to its browser build: `<remote>/server/remoteEntry.js`. */
export const serverEntryOf = (location: RemoteLocation): string => new URL('server/remoteEntry.js', location.entry).href;

/** The build of a remote's server entry now deployed (its ETag), asked on every render so a new deploy is used at once. */
const serverBuildOf = async (entry: string): Promise<string> => {
  const response = await fetch(entry, { method: 'HEAD', signal: AbortSignal.timeout(VERSION_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${entry} answered ${response.status}`);
  return response.headers.get('etag') ?? response.headers.get('last-modified') ?? '';
};

export interface ServerRenderOptions {
  /** The renderer bundle (`server-dist/render/render.js`); without it every page is rendered in the browser. */
  rendererFile: string;
  apiUrl: string;
  /** Where this server fetches a remote's server build (its server base in containers). */
  serverSideUrl: ServerSideUrl;
}

/**
 * The server rendering of pages (docs/decisions/server-rendering.md): the route owner's server
 * build is found and loaded, the page rendered (or taken from the brief cache). Any failure (no
 * renderer, a remote's server build unreachable, an error while rendering) is logged and answers
 * null: the page is then rendered in the browser, as without server rendering.
 */
export const createServerRender = ({ rendererFile, apiUrl, serverSideUrl }: ServerRenderOptions) => {
  const cache = createRenderCache();
  const invalidation = createRenderInvalidation(apiUrl, (tenant) => cache.dropTenant(tenant));
  const lastLogged = new Map<string, number>();
  let renderer: ShellRenderer | null | undefined;

  const logFailure = (what: string, error: unknown): void => {
    const message = `shell: ${what} is rendered in the browser: ${(error as Error)?.message ?? String(error)}`;
    if (Date.now() - (lastLogged.get(message) ?? 0) < LOG_EVERY_MS) return;
    lastLogged.set(message, Date.now());
    console.error(message);
  };

  const loadRenderer = (): ShellRenderer | null => {
    if (renderer === undefined) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a webpack bundle built next to this server, loaded once
      renderer = existsSync(rendererFile) ? (require(rendererFile) as ShellRenderer) : null;
      if (!renderer) console.warn(`shell: no server renderer at ${rendererFile}; pages are rendered in the browser`);
    }
    return renderer;
  };

  const render = async (tenant: Tenant, url: string, bootstrap: Bootstrap, popupBannerId: number | null): Promise<RenderedPage | null> => {
    const current = loadRenderer();
    if (!current) return null;
    const pathname = new URL(url, 'http://page.invalid').pathname;
    try {
      const route = matchRoute(pathname)?.route;
      const owner = route?.owner;
      const location = bootstrap.remotes.find((remote) => remote.name === owner);
      // The shell's own pages it renders come from the renderer bundle itself (no remote to load).
      const shellPage = owner === 'shell' && Boolean(route && current.shellScreens?.includes(route.screen));
      // Its other pages, and routes of a remote the tenant has not enabled, are rendered in the browser.
      if (!location && !shellPage) return null;
      let remote: ServerRemote | null = null;
      if (location) {
        const entry = serverSideUrl(location, serverEntryOf(location));
        remote = { name: location.name, entry, version: await serverBuildOf(entry) };
      }
      // The renderer is required once: the shell's pages are of one build for the server's life.
      const build = remote ? `${remote.entry}#${remote.version}` : 'shell';
      // Visitors differ only in the popup their cookies call for: one page per banner (or none).
      const variant = popupBannerId === null ? url : `${url}\npopup ${popupBannerId}`;
      const cached = cache.get(tenant.name, variant, build);
      if (cached) return cached;
      invalidation.follow(tenant);
      const page = await current.renderPage({ url, bootstrap, apiUrl, remote, popupBannerId });
      if (page?.cacheable && invalidation.isLive(tenant.name)) cache.set(tenant.name, variant, build, page);
      return page;
    } catch (error) {
      logFailure(`${tenant.name} ${pathname}`, error);
      return null;
    }
  };

  return { render, close: invalidation.close };
};

export type ServerRender = ReturnType<typeof createServerRender>;
