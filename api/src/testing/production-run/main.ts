// `npm run production-run` (scripts/production-run.mjs starts it): production on this machine, every
// outside provider a stand-in of its documented API, and a customer's order through it. README.md, "npm test".
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../api-root';
import { openOlayaRoundTheClock } from './flow-branch-hours';
import { cancelTwiceRefundOnce } from './flow-cancel';
import { contactMessageThroughTurnstile } from './flow-contact-turnstile';
import { payAtMoyasar, placeCardOrder } from './flow-card-order';
import { confirmOnOtherInstance, connectCustomerSocket } from './flow-live-update';
import { loginBySmsAcrossInstances } from './flow-login';
import { switchSufraToMoyasar } from './flow-payment-provider';
import { expectProductionMode } from './flow-production-mode';
import { signupGetsWelcomeEmail } from './flow-signup-email';
import { storefrontFirstPage } from './flow-storefront';
import type { RunContext } from './run-context';
import { createRunDatabase, type RunDatabase } from './run-database';
import { portList, runPorts } from './run-ports';
import { ensurePortsFree, runProcesses } from './run-processes';
import { runRedis, type RunRedis } from './run-redis';
import { BUILT_FILES, startProductionStack } from './run-stack';
import { startRunStandIns, type RunStandIns } from './run-stand-ins';
import { createStepLog } from './step-log';

const databaseServer = process.env.TEST_DATABASE_URL as string;
const redisServer = process.env.TEST_REDIS_URL as string;

const run = async (): Promise<number> => {
  const started = Date.now();
  const log = createStepLog();
  const ports = runPorts(process.env);
  const dir = await mkdtemp(path.join(tmpdir(), 'storefront-production-run-'));
  // Run as root, nginx's workers are `nobody`: they must reach the folder.
  await chmod(dir, 0o755);
  const processes = runProcesses(dir, REPO_ROOT);
  let database: RunDatabase | undefined;
  let redis: RunRedis | undefined;
  let standIns: RunStandIns | undefined;

  let cleaning: Promise<void> | undefined;
  // Each part is cleaned even when one before it fails; the failures are told together.
  const cleanUp = () =>
    (cleaning ??= (async () => {
      const failures: string[] = [];
      for (const [what, clean] of [
        ['stopping the processes', () => processes.stopAll()],
        ['closing the stand-ins', () => standIns?.close()],
        ['dropping the database', () => database?.drop()],
        ['emptying the Redis database', () => redis?.empty()],
      ] as const)
        await Promise.resolve()
          .then(clean)
          .catch((error: Error) => failures.push(`${what}: ${error.message}`));
      if (failures.length > 0) throw new Error(failures.join('; '));
    })());
  // A second signal (the terminal's Ctrl-C, and npm's or the wrapper's after it) changes nothing: the cleaning runs once.
  const interrupted = (signal: NodeJS.Signals) => {
    if (cleaning) return;
    console.error(`\n${signal}: stopping every process of the run and dropping its database (its logs stay in ${dir})…`);
    void cleanUp().finally(() => process.exit(130));
  };
  process.on('SIGINT', interrupted);
  process.on('SIGTERM', interrupted);

  try {
    await log.step('the build is there and the ports are free', async () => {
      const missing = BUILT_FILES.filter((file) => !existsSync(path.join(REPO_ROOT, file)));
      if (missing.length > 0) throw new Error(`not built: ${missing.join(', ')} (npm run build)`);
      await ensurePortsFree(portList(ports));
    });
    database = await log.step(
      'a fresh PostgreSQL database',
      () => createRunDatabase(databaseServer),
      ({ name }) => name,
    );
    redis = await log.step(
      'a Redis database of its own',
      () => runRedis(redisServer, process.env),
      ({ db }) => `number ${db}`,
    );
    standIns = await log.step("the providers' stand-ins (Unifonic, Moyasar, Turnstile, SMTP)", () => startRunStandIns());
    const setting = { root: REPO_ROOT, dir, ports, database, redis, standIns };
    const stack = await log.step('two api instances, nginx, the shell server and the menu remote answer', () =>
      startProductionStack(processes, setting),
    );
    const context: RunContext = { root: REPO_ROOT, ...stack, standIns, database };

    await log.step('both instances run as production (no reference page, no outbox)', () => expectProductionMode(context));
    await log.step("Sufra's first page through nginx", () => storefrontFirstPage(context));
    const { token } = await log.step(
      'SMS login: the code sent on one instance, verified on the other',
      () => loginBySmsAcrossInstances(context),
      ({ sender, verifier }) => `sent on ${sender}, verified on ${verifier}`,
    );
    await log.step("a visitor's contact message passes Turnstile", () => contactMessageThroughTurnstile(context));
    await log.step('a new customer signs up; the welcome e-mail reaches the SMTP server', () => signupGetsWelcomeEmail(context));
    await log.step('Sufra connects Moyasar with `npm run ops -- payments set`', () => switchSufraToMoyasar(context));
    const branchId = await log.step('Sufra - Olaya open round the clock', () => openOlayaRoundTheClock(context));
    const order = await log.step(
      'a card order placed',
      () => placeCardOrder(context, token, branchId),
      ({ number, form }) => `#${number}, ${form.amount_minor / 100} ${form.currency}`,
    );
    const live = await log.step(
      "the customer's socket through nginx (sticky, upgraded)",
      () => connectCustomerSocket(context, token),
      ({ instance }) => `on ${instance}`,
    );
    const paymentId = await log.step('the card paid at Moyasar, 3-D Secure passed', () => payAtMoyasar(context, order.form));
    await log.step(
      'confirmed on the other instance; the socket hears the update',
      () => confirmOnOtherInstance(context, token, order, live),
      (instance) => `confirmed on ${instance}`,
    );
    live.socket.close();
    await log.step(
      'two parallel cancels, one full refund at Moyasar',
      () => cancelTwiceRefundOnce(context, order, paymentId),
      (instances) => `cancels on ${instances.join(' and ')}`,
    );
  } catch (error) {
    // Interrupted: the steps fail as their processes stop; the cleaning says what happens.
    if (cleaning)
      return cleaning.then(
        () => 130,
        () => 130,
      );
    if (!log.failed()) console.error(error);
    const outputs = await processes.outputs();
    if (outputs) console.error(`\nThe end of each process's output (all of it in ${dir}):\n${outputs}`);
  }
  await log.step('every process stopped, the database dropped', cleanUp).catch(() => undefined);

  console.log(`\nProduction run (${((Date.now() - started) / 1000).toFixed(1)}s)\n${log.summary()}`);
  if (log.failed()) {
    console.error(`\nThe production run failed; its logs are kept in ${dir}`);
    return 1;
  }
  await rm(dir, { recursive: true, force: true });
  console.log('\nThe production run passed.');
  return 0;
};

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
