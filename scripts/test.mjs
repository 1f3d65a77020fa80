// npm test: type check, lint (and unused exports), unit tests, production build, the production run (that build with
// NODE_ENV=production behind nginx), then the Playwright suite against the stack it starts itself, and a throwaway remote from `npm run new-remote` built, opened and removed. Stops at the first failure and prints a summary.
import { spawn } from 'node:child_process';
import { ROOT } from './lib/stack.cjs';
import { run } from './lib/run.mjs';

// The static checks are single-threaded: they run side by side (two cores), each printing its
// output when it ends. The rest run one after the other, streaming.
const STATIC_CHECKS = [
  { name: 'type check', command: 'npx', args: ['tsc', '-b'] },
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  // An export nothing imports (knip.json: the workspaces, their public entries and the federation exposes).
  { name: 'unused exports', command: 'npm', args: ['run', '--silent', 'lint:exports'] },
  { name: 'format', command: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
];
const steps = [
  // Two workers on two cores (jest's default is one fewer than the cores): every suite has its own database and Redis prefix.
  { name: 'unit tests', command: 'npx', args: ['jest', '--ci', '--maxWorkers=2'] },
  { name: 'production build', command: process.execPath, args: ['scripts/build.mjs'] },
  // Two api instances of that build behind nginx with NODE_ENV=production and a customer's order through them;
  // it says it skipped without TEST_DATABASE_URL and TEST_REDIS_URL.
  { name: 'production run', command: process.execPath, args: ['scripts/production-run.mjs'] },
  { name: 'end-to-end tests', command: 'npm', args: ['test', '--silent', '--workspace', 'e2e'] },
  // `npm run new-remote` gives a remote that builds and mounts in the shell; it leaves the tree and the builds as they were.
  { name: 'new remote', command: process.execPath, args: ['scripts/new-remote-check.mjs'] },
];

/** Runs a command with its output held, and prints the output under the step's name when it ends. */
const runHeld = ({ name, command, args }) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - started) / 1000;
      console.log(`\n▶ ${name} (${seconds.toFixed(1)}s, beside the other static checks)`);
      process.stdout.write(Buffer.concat(output));
      resolve({ name, code: code ?? (signal ? 1 : 0), seconds });
    });
  });

const results = await Promise.all(STATIC_CHECKS.map(runHeld));
let failed = results.find((result) => result.code !== 0)?.name ?? null;
for (const step of failed ? [] : steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const code = await run(step.command, step.args);
  results.push({ name: step.name, code, seconds: (Date.now() - started) / 1000 });
  if (code !== 0) {
    failed = step.name;
    break;
  }
}

console.log('\nSummary');
for (const { name, code, seconds } of results) console.log(`  ${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds.toFixed(1)}s)`);
for (const step of steps.slice(results.length - STATIC_CHECKS.length)) console.log(`  skip ${step.name}`);
if (failed) {
  console.error(`\nnpm test failed at: ${failed}`);
  process.exit(1);
}
console.log('\nAll checks passed.');
