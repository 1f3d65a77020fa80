import type { RemoteLocation } from '@storefront/shared/contracts';
import { matchRoute } from '@storefront/shared/routing';
import { withScriptsAfterLoad, type ScriptPreload } from './scripts-after-load';
import type { ServerSideUrl } from './server-side-url';

/** How long a page waits for a remote's manifest before it is sent without that remote's preloads. */
const MANIFEST_TIMEOUT_MS = 1000;

/** What the page needs of a remote's mf-manifest.json: its entry, the synchronous scripts of its `./App` and its stylesheets. */
interface RemoteFiles {
  entry: string;
  app: string[];
  stylesheets: string[];
}

interface ManifestShape {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[]; async?: string[] } } }>;
}

const escapeAttribute = (text: string): string => text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

const filesOf = (manifestUrl: string, manifest: ManifestShape): RemoteFiles | null => {
  const meta = manifest.metaData;
  if (!meta?.remoteEntry?.name) return null;
  // `auto`: the files sit beside the manifest.
  const base = new URL(meta.publicPath && meta.publicPath !== 'auto' ? meta.publicPath : './', manifestUrl);
  const at = (file: string) => new URL(file, base).href;
  const app = manifest.exposes?.find((expose) => expose.path === './App' || expose.name === 'App');
  return {
    entry: at([meta.remoteEntry.path, meta.remoteEntry.name].filter(Boolean).join('/')),
    app: (app?.assets?.js?.sync ?? []).map(at),
    stylesheets: [...new Set([...(app?.assets?.css?.sync ?? []), ...(app?.assets?.css?.async ?? [])])].map(at),
  };
};

/** The links a page gets in its head: connections and preloads go first, stylesheets after the shell's own stylesheet. */
export interface PageLinks {
  connections: string[];
  /** The route owner's manifest (`fetch`), entry and `./App` files (`script`). */
  preloads: ScriptPreload[];
  stylesheets: string[];
}

/**
 * The `<link>`s that let a first visit fetch at once what it would otherwise find one round trip after
 * another (docs/decisions/preconnect-and-preloads.md): a connection to the api and to the route owner's origin, and
 * the route owner's manifest, entry and `./App` files read from its mf-manifest.json; and the route
 * owner's stylesheets, so a server-rendered page is styled at its first paint (the remote's runtime
 * finds them linked and does not load them again). The manifest is revalidated with its ETag on each
 * page (a 304 on the loopback network), so a redeployed remote's new files are linked from the next
 * request on, without a shell restart.
 */
export const createRemotePreloads = ({
  timeoutMs = MANIFEST_TIMEOUT_MS,
  serverSideUrl = (_location, url) => url,
}: { timeoutMs?: number; serverSideUrl?: ServerSideUrl } = {}) => {
  const manifests = new Map<string, { etag: string; files: RemoteFiles | null }>();

  /** The files of a remote's public manifest, fetched where this server reaches it; named by their public URLs. */
  const remoteFiles = async (remote: RemoteLocation): Promise<RemoteFiles | null> => {
    const manifestUrl = remote.entry;
    const cached = manifests.get(manifestUrl);
    try {
      const response = await fetch(serverSideUrl(remote, manifestUrl), {
        headers: cached ? { 'if-none-match': cached.etag } : {},
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 304 && cached) return cached.files;
      if (!response.ok) return null;
      const files = filesOf(manifestUrl, (await response.json()) as ManifestShape);
      const etag = response.headers.get('etag');
      if (etag) manifests.set(manifestUrl, { etag, files });
      return files;
    } catch {
      // An unreachable remote: the page goes without its preloads (the client shows its fallback).
      return null;
    }
  };

  return async ({
    pathname,
    remotes,
    apiPublicUrl,
  }: {
    pathname: string;
    remotes: RemoteLocation[];
    apiPublicUrl: string;
  }): Promise<PageLinks> => {
    const owner = matchRoute(pathname)?.route.owner;
    const remote = remotes.find((candidate) => candidate.name === owner && candidate.entry.endsWith('.json'));
    const files = remote ? await remoteFiles(remote) : null;
    return {
      // The api is called with fetch (CORS, no credentials): its connection is a `crossorigin` one.
      connections: [
        `<link rel="preconnect" href="${escapeAttribute(new URL(apiPublicUrl).origin)}" crossorigin />`,
        // The remote's scripts are classic <script> elements: a connection without `crossorigin` (its manifest is a fetch).
        ...(remote && files ? [`<link rel="preconnect" href="${escapeAttribute(new URL(remote.entry).origin)}" />`] : []),
      ],
      preloads:
        remote && files
          ? [
              { as: 'fetch', href: remote.entry },
              { as: 'script', href: files.entry },
              ...files.app.map((href) => ({ as: 'script' as const, href })),
            ]
          : [],
      stylesheets: (files?.stylesheets ?? []).map((file) => `<link rel="stylesheet" href="${escapeAttribute(file)}" />`),
    };
  };
};

const preloadLink = ({ as, href }: ScriptPreload): string =>
  `<link rel="preload" as="${as}" href="${escapeAttribute(href)}"${as === 'fetch' ? ' crossorigin' : ''} />`;

/**
 * `html` with the connections at the start of its head, before anything that could make the browser
 * wait, and the remote's stylesheets at its end, after the shell's (the order the client would add
 * them in). A page the browser renders preloads the route's files at once from its head; on a page
 * the server `painted` they start with its scripts, after its first paint (withScriptsAfterLoad).
 */
export const withPageLinks = (
  html: string,
  { connections, preloads, stylesheets }: PageLinks,
  { painted, nonce }: { painted: boolean; nonce: string },
): string => {
  const head = painted ? connections : [...connections, ...preloads.map(preloadLink)];
  const page = html
    .replace(/<head>/, `<head>\n${head.join('\n')}\n`)
    .replace(/<\/head>/, `${stylesheets.map((link) => `${link}\n`).join('')}</head>`);
  return painted ? withScriptsAfterLoad(page, preloads, nonce) : page;
};
