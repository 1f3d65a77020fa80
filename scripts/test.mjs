// npm test: type check, lint (and unused exports), unit tests, production build, then the Playwright suite against the
// stack it starts itself, and a throwaway remote from `npm run new-remote` built, opened and removed. Stops at the first failure and prints a summary.
import { run } from './lib/run.mjs';

const steps = [
  { name: 'type check', command: 'npx', args: ['tsc', '-b'] },
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  // An export nothing imports (knip.json: the workspaces, their public entries and the federation exposes).
  { name: 'unused exports', command: 'npm', args: ['run', '--silent', 'lint:exports'] },
  { name: 'format', command: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
  { name: 'unit tests', command: 'npx', args: ['jest', '--ci'] },
  { name: 'production build', command: process.execPath, args: ['scripts/build.mjs'] },
  { name: 'end-to-end tests', command: 'npm', args: ['test', '--silent', '--workspace', 'e2e'] },
  // `npm run new-remote` gives a remote that builds and mounts in the shell; it leaves the tree and the builds as they were.
  { name: 'new remote', command: process.execPath, args: ['scripts/new-remote-check.mjs'] },
];

const results = [];
let failed = null;
for (const step of steps) {
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
for (const step of steps.slice(results.length)) console.log(`  skip ${step.name}`);
if (failed) {
  console.error(`\nnpm test failed at: ${failed}`);
  process.exit(1);
}
console.log('\nAll checks passed.');
