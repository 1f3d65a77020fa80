import path from 'node:path';
import { REMOTES, remoteUrlVariable, type RemoteLocation } from '@storefront/shared/contracts';
import type { ServerRemoteBases } from './server-side-url';

export interface ShellConfig {
  port: number;
  /** Where this server calls the API. */
  apiUrl: string;
  /** Where browsers call the API (differs behind proxies or in containers). */
  apiPublicUrl: string;
  /** Where visitors of an unknown host are sent. */
  providerSiteUrl: string;
  distDir: string;
  /** Remote locations from the environment. */
  remotes: RemoteLocation[];
  /** Where this server itself reaches remotes whose public URL does not work from inside (`REMOTE_<NAME>_SERVER_URL`). */
  remoteServerBases: ServerRemoteBases;
  /** Optional JSON file `{ remotes: [...] }` read on every request; overrides the environment. */
  remotesConfigFile: string | undefined;
  /** Sentry DSN handed to the browser; unset keeps error reporting off. */
  errorReportingDsn: string | undefined;
  /** The payment providers' APIs a card form on the page posts the card to (Moyasar's: `MOYASAR_API_URL`, as the api's). */
  cardPaymentUrls: string[];
  /** The server renderer bundle (docs/decisions/server-rendering-fallback.md); missing: pages are rendered in the browser. */
  rendererFile: string;
}

/** Moyasar's API, where the card form sends a card (the api's `MOYASAR_API_URL` default). */
export const MOYASAR_DEFAULT_API_URL = 'https://api.moyasar.com';

/** A remote's URL may name its manifest or entry file; a bare base URL means its `mf-manifest.json`. */
export const remoteEntryUrl = (url: string): string =>
  /\.(json|js)(\?.*)?$/.test(url) ? url : `${url.replace(/\/$/, '')}/mf-manifest.json`;

export const remotesFromEnv = (env: NodeJS.ProcessEnv): RemoteLocation[] =>
  REMOTES.map(({ name, port }) => ({
    name,
    entry: remoteEntryUrl(env[remoteUrlVariable(name)] ?? `http://localhost:${port}`),
  }));

/** `REMOTE_MENU_SERVER_URL` for `REMOTE_MENU_URL`: the remote's base URL as this server reaches it (docker-compose). */
export const remoteServerUrlVariable = (name: RemoteLocation['name']): string => remoteUrlVariable(name).replace(/_URL$/, '_SERVER_URL');

export const remoteServerBasesFromEnv = (env: NodeJS.ProcessEnv): ServerRemoteBases =>
  Object.fromEntries(
    REMOTES.flatMap(({ name }) => (env[remoteServerUrlVariable(name)] ? [[name, env[remoteServerUrlVariable(name)]!]] : [])),
  );

export const shellConfigFromEnv = (env: NodeJS.ProcessEnv = process.env): ShellConfig => {
  const apiUrl = env.API_URL ?? 'http://localhost:4000';
  return {
    port: Number(env.SHELL_PORT ?? 8080),
    apiUrl,
    apiPublicUrl: env.API_PUBLIC_URL ?? apiUrl,
    providerSiteUrl: env.PROVIDER_SITE_URL ?? 'https://storefront.example.com/',
    distDir: path.resolve(env.SHELL_DIST_DIR ?? path.join(__dirname, '..', 'dist')),
    remotes: remotesFromEnv(env),
    remoteServerBases: remoteServerBasesFromEnv(env),
    remotesConfigFile: env.REMOTES_CONFIG_FILE || undefined,
    errorReportingDsn: env.SENTRY_DSN || undefined,
    cardPaymentUrls: [env.MOYASAR_API_URL || MOYASAR_DEFAULT_API_URL],
    rendererFile: path.resolve(env.SHELL_RENDERER_FILE ?? path.join(__dirname, 'render', 'render.js')),
  };
};
