// Starts the whole product as child processes (api, a static host per remote, shell server) and stops it.
// Used by `npm start` and by the end-to-end suite.
// CommonJS so the Playwright global setup can load it too.
const { spawn } = require('node:child_process');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

/** The remotes, from the one registry (shared/src/contracts/remotes.cjs). */
const { REMOTES, remoteUrlVariable, remotePortVariable } = require('@storefront/shared/remotes');

/** The registry entry of a remote named by its folder (`mf-menu`) or its module name (`menu`). */
const findRemote = (nameOrFolder) => REMOTES.find((remote) => remote.folder === nameOrFolder || remote.name === nameOrFolder);

/** The static host's arguments that serve a remote's build on a port. */
const remoteHostArgs = (remote, port) => [
  'static-host/bin/static-host.js',
  '--dir',
  `${remote.folder}/dist`,
  '--port',
  String(port),
  '--name',
  remote.folder,
  '--spa',
];

/** Ports from the environment (API_PORT, SHELL_PORT, MENU_PORT, ...) over the fixed defaults. */
const stackPorts = (env = process.env) => ({
  api: Number(env.API_PORT ?? 4000),
  shell: Number(env.SHELL_PORT ?? 8080),
  remotes: Object.fromEntries(REMOTES.map((r) => [r.name, Number(env[remotePortVariable(r.name)] ?? r.port)])),
});

/**
 * The api's own variables in a stack: its port, and where payments and texted links send the browser back
 * (`STOREFRONT_URL`): this stack's shell on its own port, unless the environment names another storefront.
 */
const apiEnvOf = (env, ports) => ({
  API_PORT: String(ports.api),
  STOREFRONT_URL: env.STOREFRONT_URL || `http://{host}:${ports.shell}`,
});

// A process that stops is reported at once; one still starting is given time: on a busy 2-core
// machine the api's embedded database (its WebAssembly, every migration, the demo seed) took 90 s.
const waitFor = async (url, child, label, timeoutMs = 180_000) => {
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
 * Starts the stack and resolves when every part answers. `quiet` keeps child output to errors only;
 * `remotes` (registry entries) serves only those (the shell shows the others' fallbacks).
 * Returns { ports, urls, stop }.
 */
const startStack = async ({ env = {}, quiet = false, log = (line) => process.stdout.write(line), remotes = REMOTES } = {}) => {
  const fullEnv = { ...process.env, ...env };
  const ports = stackPorts(fullEnv);
  const apiUrl = `http://localhost:${ports.api}`;
  const children = [];
  let stopping = false;

  const run = (label, args, extraEnv, remote) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...fullEnv, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    if (!quiet) prefixLines(child.stdout, label, log);
    prefixLines(child.stderr, label, (line) => process.stderr.write(line));
    child.on('exit', (code, signal) => {
      if (!stopping && code !== 0) process.stderr.write(`[${label}] exited (${signal ?? code})\n`);
    });
    children.push({ label, child, remote });
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
    const api = run('api', ['api/dist/main.js'], apiEnvOf(fullEnv, ports));
    const remoteEnv = {};
    const waits = [waitFor(`${apiUrl}/api/v1/health`, api, 'the api')];
    for (const remote of remotes) {
      const port = ports.remotes[remote.name];
      const child = run(remote.folder, remoteHostArgs(remote, port), {}, remote);
      remoteEnv[remoteUrlVariable(remote.name)] = fullEnv[remoteUrlVariable(remote.name)] ?? `http://localhost:${port}`;
      waits.push(waitFor(`http://localhost:${port}/mf-manifest.json`, child, remote.folder));
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

module.exports = { ROOT, REMOTES, findRemote, remoteHostArgs, remoteUrlVariable, remotePortVariable, stackPorts, apiEnvOf, startStack };
