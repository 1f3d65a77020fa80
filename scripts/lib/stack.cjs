// Starts the whole product as child processes (api, six remote hosts, shell server) and stops it.
// Used by `npm start` and by the end-to-end suite.
// CommonJS so the Playwright global setup can load it too.
const { spawn } = require('node:child_process');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

const REMOTES = [
  { name: 'menu', dir: 'mf-menu', port: 3001 },
  { name: 'checkout', dir: 'mf-checkout', port: 3002 },
  { name: 'account', dir: 'mf-account', port: 3003 },
  { name: 'reservations', dir: 'mf-reservations', port: 3004 },
  { name: 'waiting-list', dir: 'mf-waiting-list', port: 3005 },
  { name: 'emenu', dir: 'mf-emenu', port: 3006 },
];

const remoteUrlVariable = (name) => `REMOTE_${name.replace(/-/g, '_').toUpperCase()}_URL`;
const remotePortVariable = (name) => `${name.replace(/-/g, '_').toUpperCase()}_PORT`;

/** Ports from the environment (API_PORT, SHELL_PORT, MENU_PORT, ...) over the fixed defaults. */
const stackPorts = (env = process.env) => ({
  api: Number(env.API_PORT ?? 4000),
  shell: Number(env.SHELL_PORT ?? 8080),
  remotes: Object.fromEntries(REMOTES.map((r) => [r.name, Number(env[remotePortVariable(r.name)] ?? r.port)])),
});

const waitFor = async (url, child, label, timeoutMs = 60_000) => {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${label} stopped before it was ready (its message is above)`);
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${label} was not ready at ${url} after ${timeoutMs / 1000}s`);
};

const prefixLines = (stream, label, write) => {
  let buffer = '';
  stream.on('data', (chunk) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) write(`[${label}] ${line}\n`);
  });
};

/**
 * Starts the stack and resolves when every part answers. `quiet` keeps child output to errors only.
 * Returns { ports, urls, stop }.
 */
const startStack = async ({ env = {}, quiet = false, log = (line) => process.stdout.write(line) } = {}) => {
  const fullEnv = { ...process.env, ...env };
  const ports = stackPorts(fullEnv);
  const apiUrl = `http://localhost:${ports.api}`;
  const children = [];
  let stopping = false;

  const run = (label, args, extraEnv) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...fullEnv, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    if (!quiet) prefixLines(child.stdout, label, log);
    prefixLines(child.stderr, label, (line) => process.stderr.write(line));
    child.on('exit', (code, signal) => {
      if (!stopping && code !== 0) process.stderr.write(`[${label}] exited (${signal ?? code})\n`);
    });
    children.push({ label, child });
    return child;
  };

  const stop = async () => {
    stopping = true;
    await Promise.all(
      children.map(
        ({ child }) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  };

  try {
    const api = run('api', ['api/dist/main.js'], { API_PORT: String(ports.api) });
    const remoteEnv = {};
    const waits = [waitFor(`${apiUrl}/api/v1/health`, api, 'the api')];
    for (const remote of REMOTES) {
      const port = ports.remotes[remote.name];
      const child = run(remote.dir, [
        'static-host/bin/static-host.js',
        '--dir',
        `${remote.dir}/dist`,
        '--port',
        String(port),
        '--name',
        remote.dir,
        '--spa',
      ]);
      remoteEnv[remoteUrlVariable(remote.name)] = fullEnv[remoteUrlVariable(remote.name)] ?? `http://localhost:${port}`;
      waits.push(waitFor(`http://localhost:${port}/mf-manifest.json`, child, remote.dir));
    }
    const shell = run('shell', ['shell/server-dist/main.js'], { SHELL_PORT: String(ports.shell), API_URL: apiUrl, ...remoteEnv });
    waits.push(waitFor(`http://localhost:${ports.shell}/healthz`, shell, 'the shell server'));
    await Promise.all(waits);
  } catch (error) {
    await stop();
    throw error;
  }
  return { ports, apiUrl, shellUrl: (tenant) => `http://${tenant}.localhost:${ports.shell}`, stop, children };
};

module.exports = { ROOT, REMOTES, remoteUrlVariable, remotePortVariable, stackPorts, startStack };
