import { spawn } from 'node:child_process';

/** What a command printed and how it ended. */
export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `npm run ops -- <args>`, the operator CLI as a restaurant's staff run it, against `apiUrl` with the
 * tenant's operator key in OPERATOR_KEY.
 */
export const runOperatorCli = (
  cwd: string,
  args: readonly string[],
  env: { API_URL: string; OPERATOR_KEY: string },
): Promise<CommandResult> =>
  new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'ops', '--', ...args], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
