import { z } from 'zod';

/** The federated remotes. The key is the remote's module name in routes and settings. */
export const remoteNameSchema = z.enum(['menu', 'checkout', 'account', 'reservations', 'waiting-list', 'emenu']);
export type RemoteName = z.infer<typeof remoteNameSchema>;
export const REMOTE_NAMES = remoteNameSchema.options;

/** Federation container name of a remote (a valid JS identifier). */
export const containerName = (remote: RemoteName): string => `mf_${remote.replace(/-/g, '_')}`;

/** Setting (group `website`) that switches a remote on ('1') or off ('0') for a tenant. Missing means on. */
export const moduleSettingKey = (remote: RemoteName): string => `website.module_${remote.replace(/-/g, '_')}`;

export const tenantModulesSchema = z.record(remoteNameSchema, z.boolean());
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
