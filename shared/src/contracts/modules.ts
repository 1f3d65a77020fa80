import registry from './remotes.cjs';

/** The federated remotes, from the one registry (`remotes.cjs`). */
export const REMOTES = registry.REMOTES;
export type RemoteEntry = (typeof REMOTES)[number];

/** The key is the remote's module name in routes and settings. */
export type RemoteName = RemoteEntry['name'];
export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((remote) => remote.name);

const entryOf = (remote: RemoteName): RemoteEntry => REMOTES.find((entry) => entry.name === remote)!;

/** Federation container name of a remote (a valid JS identifier). */
export const containerName = (remote: RemoteName): string => registry.containerName(remote);

/** Where the shell server finds a remote: `REMOTE_MENU_URL`, `REMOTE_WAITING_LIST_URL`, ... */
export const remoteUrlVariable = (remote: RemoteName): string => registry.remoteUrlVariable(remote);

/** Setting (group `website`) that switches a remote on ('1') or off ('0') for a tenant. Missing means on. */
export const moduleSettingKey = (remote: RemoteName): string => entryOf(remote).moduleSetting;

export type TenantModules = Record<RemoteName, boolean>;

export const modulesFromSettings = (settings: ReadonlyArray<{ key: string; value: unknown }>): TenantModules => {
  const byKey = new Map(settings.map((s) => [s.key, s.value]));
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const value = byKey.get(moduleSettingKey(name));
      return [name, value === undefined || String(value) === '1'];
    }),
  ) as TenantModules;
};
