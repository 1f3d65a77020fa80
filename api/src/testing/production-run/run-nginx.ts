import { access, constants, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { nginxConfig, type NginxLayout } from './nginx-config';
import type { RunProcesses } from './run-processes';

/** Debian's nginx (`apt-get install nginx`); NGINX_PATH points elsewhere. */
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

/** Writes nginx's configuration into the layout's folder and starts it in the foreground; answers its access log's path. */
export const startNginx = async (processes: RunProcesses, layout: NginxLayout) => {
  const { dir } = layout;
  await access(NGINX, constants.X_OK).catch(() => {
    throw new Error(`nginx is not at ${NGINX}: apt-get install nginx (Debian's), or set NGINX_PATH`);
  });
  await mkdir(dir, { recursive: true });
  const config = path.join(dir, 'nginx.conf');
  await writeFile(config, nginxConfig(layout));
  // -p: its prefix (relative paths, the default error log) is the run's folder, not /var or /etc.
  const nginx = processes.start('nginx', NGINX, ['-p', dir, '-c', config, '-e', path.join(dir, 'error.log')]);
  return { nginx, accessLog: path.join(dir, 'access.log') };
};
