// npm run remote -- <folder> [--build]: serves one remote on its usual port (the registry's, or
// MENU_PORT, WAITING_LIST_PORT, ...), so a team restarts its own remote against a running `npm start`
// while the shell shows that remote's fallback. --build rebuilds it first. Ctrl-C stops only this remote.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { npmBuild } from './lib/run.mjs';
import { findRemote, REMOTES, remoteHostArgs, ROOT, stackPorts } from './lib/stack.cjs';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { build: { type: 'boolean', default: false } } });
const remote = findRemote(positionals[0] ?? '');
if (!remote || positionals.length !== 1) {
  console.error(`Usage: npm run remote -- <remote> [--build]\nRemotes: ${REMOTES.map((r) => r.folder).join(', ')}`);
  process.exit(2);
}
if (values.build && (await npmBuild(remote.folder)) !== 0) process.exit(1);
if (!existsSync(path.join(ROOT, remote.folder, 'dist/mf-manifest.json'))) {
  console.error(`${remote.folder} is not built yet: npm run remote -- ${remote.folder} --build`);
  process.exit(1);
}

const port = stackPorts().remotes[remote.name];
const host = spawn(process.execPath, remoteHostArgs(remote, port), { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => host.kill(signal));
host.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
