// npm start: builds what is missing, starts the api, every remote and the shell, prints the demo URLs.
// A remote that stops leaves the rest running (scripts/lib/supervise.cjs).
import { run } from './lib/run.mjs';
import { startStack } from './lib/stack.cjs';
import { superviseStack } from './lib/supervise.cjs';
import vapid from './lib/vapid-keys.cjs';

const built = await run(process.execPath, ['scripts/build.mjs', '--missing']);
if (built !== 0) process.exit(built);

let stack;
try {
  stack = await startStack({
    env: {
      SEED_DEMO: process.env.SEED_DEMO ?? '1',
      DEV_OUTBOX: process.env.DEV_OUTBOX ?? '1',
      API_LOG_LEVEL: process.env.API_LOG_LEVEL ?? 'warn',
      // Web push works locally with keys made for this run (set VAPID_* to keep subscriptions across runs).
      ...vapid.vapidEnvOf(process.env),
    },
  });
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
A remote that stops leaves the rest running; serve it again with: npm run remote -- <folder>, e.g. mf-menu.
`);

const { shutdown } = superviseStack({ children: stack.children, stop: stack.stop, exit: (code) => process.exit(code), log: console.error });
const onSignal = () => {
  console.log('\nStopping…');
  void shutdown(0);
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
