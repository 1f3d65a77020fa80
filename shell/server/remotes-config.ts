import { readFileSync } from 'node:fs';
import { remotesConfigSchema, type RemoteLocation, type TenantModules } from '@storefront/shared/contracts';
import type { ShellConfig } from './config';

/**
 * The remote locations now in force: the optional configuration file (re-read on every request, so
 * moving a remote needs neither a rebuild nor a restart) over the environment.
 */
export const currentRemotes = (config: ShellConfig): RemoteLocation[] => {
  if (!config.remotesConfigFile) return config.remotes;
  try {
    const fromFile = remotesConfigSchema.parse(JSON.parse(readFileSync(config.remotesConfigFile, 'utf8'))).remotes;
    const overridden = new Map(fromFile.map((remote) => [remote.name, remote]));
    return config.remotes.map((remote) => overridden.get(remote.name) ?? remote);
  } catch (error) {
    console.error(`shell: ignoring ${config.remotesConfigFile}: ${(error as Error).message}`);
    return config.remotes;
  }
};

/** Only the remotes a tenant has switched on: the others are never registered nor downloaded. */
export const enabledRemotes = (remotes: RemoteLocation[], modules: TenantModules): RemoteLocation[] =>
  remotes.filter((remote) => modules[remote.name]);
