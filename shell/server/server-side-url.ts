import type { RemoteLocation, RemoteName } from '@storefront/shared/contracts';

/** Where this server reaches each remote when the browsers' URL does not work from inside (containers): a base URL per remote. */
export type ServerRemoteBases = Partial<Record<RemoteName, string>>;

/** The folder a remote's public manifest or entry sits in: every file of its build is under it. */
const publicBaseOf = (location: RemoteLocation): string => new URL('./', location.entry).href;

/**
 * The URL this server fetches for a file of a remote (its manifest, its server build): the file's
 * public URL with the remote's public base replaced by its server base (`REMOTE_<NAME>_SERVER_URL`),
 * or the public URL itself when none is set. What goes to browsers stays public.
 */
export const createServerSideUrl =
  (bases: ServerRemoteBases) =>
  (location: RemoteLocation, publicUrl: string): string => {
    const base = bases[location.name];
    const publicBase = publicBaseOf(location);
    if (!base || !publicUrl.startsWith(publicBase)) return publicUrl;
    return new URL(publicUrl.slice(publicBase.length), `${base.replace(/\/+$/, '')}/`).href;
  };

export type ServerSideUrl = ReturnType<typeof createServerSideUrl>;
