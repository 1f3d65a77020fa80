import { spawn } from 'node:child_process';
import { ROOT } from './stack.cjs';

/** Runs a command in the repository, streaming its output; resolves with its exit code. */
export const run = (command, args, { env = {}, cwd = ROOT } = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

export const npmBuild = (workspace) => run('npm', ['run', 'build', '--silent', '--workspace', workspace]);
