import path from 'node:path';
import { apiEnv, newSecretsKey } from './api-env';
import type { RunDatabase } from './run-database';
import { startNginx } from './run-nginx';
import type { RunPorts } from './run-ports';
import type { RunProcesses } from './run-processes';
import type { RunRedis } from './run-redis';
import type { RunStandIns } from './run-stand-ins';

const HEALTH_PATH = '/api/v1/health';

/** The built programs production runs (`npm run build`). */
export const BUILT_FILES = [
  'api/dist/main.js',
  'shell/server-dist/main.js',
  'static-host/bin/static-host.js',
  'mf-menu/dist/mf-manifest.json',
];

/**
 * Production as docs/api.md and README.md ("Docker") describe it, on this machine: two api instances
 * from the build on one PostgreSQL database and one Redis, nginx in front of them and of the shell
 * server, and the menu remote on its static host. Resolves once each answers, the api through nginx too.
 */
export const startProductionStack = async (
  processes: RunProcesses,
  setting: { root: string; dir: string; ports: RunPorts; database: RunDatabase; redis: RunRedis; standIns: RunStandIns },
) => {
  const { root, dir, ports, database, redis, standIns } = setting;
  const proxyUrl = `http://127.0.0.1:${ports.proxy}`;
  const storefrontUrl = `http://127.0.0.1:${ports.storefrontProxy}`;
  const secretsKey = newSecretsKey();
  const instances = ports.apiInstances.map((port) => ({ address: `127.0.0.1:${port}`, url: `http://127.0.0.1:${port}` }));

  const apis = ports.apiInstances.map((port, index) =>
    processes.start(`api-${index + 1}`, process.execPath, [path.join(root, 'api/dist/main.js')], {
      ...apiEnv({
        port,
        databaseUrl: database.url,
        redisUrl: redis.url,
        redisKeyPrefix: database.name,
        publicUrl: proxyUrl,
        storefrontPort: ports.storefrontProxy,
        unifonicUrl: standIns.unifonic.url,
        moyasarUrl: standIns.moyasar.url,
        turnstileVerifyUrl: standIns.turnstile.verifyUrl,
        turnstileScriptUrl: standIns.turnstile.scriptUrl,
        smtpUrl: standIns.smtp.url,
        secretsKey,
      }),
    }),
  );
  const { nginx, accessLog } = await startNginx(processes, {
    dir: path.join(dir, 'nginx'),
    apiPort: ports.proxy,
    storefrontPort: ports.storefrontProxy,
    apiInstancePorts: ports.apiInstances,
    shellPort: ports.shell,
  });
  const menuRemote = processes.start('mf-menu', process.execPath, [
    path.join(root, 'static-host/bin/static-host.js'),
    '--dir',
    path.join(root, 'mf-menu/dist'),
    '--port',
    String(ports.menuRemote),
    '--name',
    'mf-menu',
    '--spa',
  ]);
  const shell = processes.start('shell', process.execPath, [path.join(root, 'shell/server-dist/main.js')], {
    NODE_ENV: 'production',
    SHELL_PORT: String(ports.shell),
    API_URL: proxyUrl,
    API_PUBLIC_URL: proxyUrl,
    REMOTE_MENU_URL: `http://127.0.0.1:${ports.menuRemote}`,
  });

  await Promise.all([
    ...apis.map((api, index) => processes.waitUntilAnswering(api, `${instances[index]?.url}${HEALTH_PATH}`)),
    processes.waitUntilAnswering(menuRemote, `http://127.0.0.1:${ports.menuRemote}/mf-manifest.json`),
    processes.waitUntilAnswering(shell, `http://127.0.0.1:${ports.shell}/healthz`),
  ]);
  await processes.waitUntilAnswering(nginx, `${proxyUrl}${HEALTH_PATH}`);
  return { proxyUrl, storefrontUrl, instances, accessLog };
};
