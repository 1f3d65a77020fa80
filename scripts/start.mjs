// npm start: builds what is missing, starts the api, the six remotes and the shell, prints the demo URLs.
import { run } from './lib/run.mjs';
import { startStack } from './lib/stack.cjs';

const built = await run(process.execPath, ['scripts/build.mjs', '--missing']);
if (built !== 0) process.exit(built);

let stack;
try {
  stack = await startStack({ env: { DEV_OUTBOX: process.env.DEV_OUTBOX ?? '1', API_LOG_LEVEL: process.env.API_LOG_LEVEL ?? 'warn' } });
} catch (error) {
  console.error(`\nCould not start the storefront: ${error.message}`);
  process.exit(1);
}

console.log(`
The storefront is running. Demo tenants:
  ${stack.shellUrl('sufra')}   (Saudi Arabia, Arabic, every module)
  ${stack.shellUrl('nile')}    (Egypt, English, no reservations)
  ${stack.shellUrl('closed')}  (United Arab Emirates, website disabled)
API: ${stack.apiUrl}   Press Ctrl-C to stop.
`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
for (const { label, child } of stack.children) {
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`${label} stopped unexpectedly (exit ${code}); stopping everything.`);
    void stack.stop().then(() => process.exit(1));
  });
}
