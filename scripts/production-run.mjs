// npm run production-run: production on this machine (NODE_ENV=production, two api instances behind
// nginx on a fresh PostgreSQL database and Redis, every outside provider a stand-in of its documented
// API) and one customer's order through it. Needs TEST_DATABASE_URL, TEST_REDIS_URL and `npm run build`.
// The run itself: api/src/testing/production-run/main.ts, compiled as it loads.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/stack.cjs';

const missing = ['TEST_DATABASE_URL', 'TEST_REDIS_URL'].filter((name) => !process.env[name]);
if (missing.length > 0) {
  console.log(`production run skipped: ${missing.join(' and ')} unset (it needs a PostgreSQL server and a Redis)`);
  process.exit(0);
}

const child = spawn(
  process.execPath,
  [
    '--conditions=source',
    '--require',
    path.join(ROOT, 'api/src/testing/typescript-require.cjs'),
    path.join(ROOT, 'api/src/testing/production-run/main.ts'),
  ],
  { cwd: ROOT, stdio: 'inherit' },
);
// Ctrl-C reaches the run too (one process group): it stops its processes and drops its database before it exits.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
