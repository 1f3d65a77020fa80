// Api instances of their own for the rush benches: demo data, login codes readable from the development outbox, the
// per-address code limit lifted (every customer of the burst comes from this machine), the clock at `clockStart` (the
// bench's Sunday noon, every demo branch open). On PostgreSQL (databaseUrl), in a schema of its own, dropped afterwards; several
// instances (on PostgreSQL only) share it and talk through Redis (redisUrl), as a deployment behind a load balancer.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from '../lib/stack.cjs';

/** `url` with its connections' search path set to `schema`. */
export const withSchema = (url, schema) => {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.href;
};

const waitForHealth = async (url, child) => {
  for (let tries = 0; tries < 600; tries += 1) {
    if (child.exitCode !== null) throw new Error('the burst api exited while starting');
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the burst api never answered');
};

const startInstance = async ({ port, dataDir, databaseUrl, redisUrl, clockStart }) => {
  // BURST_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/burst' profiles the api through the burst (docs/performance.md).
  const nodeArgs = process.env.BURST_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, 'api/dist/main.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      API_PORT: String(port),
      API_DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      SEED_DEMO: '1',
      DEV_OUTBOX: '1',
      OTP_CODES_PER_IP_PER_HOUR: '1000000',
      API_CLOCK_START: clockStart,
      API_LOG_LEVEL: 'warn',
    },
  });
  const url = `http://localhost:${port}`;
  const stop = () => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM')) : Promise.resolve());
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
};

/** `instances` api processes from `firstPort` on, started one after another (the first seeds the demo). */
export const startBenchApis = async ({ firstPort, instances = 1, databaseUrl, redisUrl, clockStart }) => {
  if (instances > 1 && !databaseUrl) throw new Error('several instances need one PostgreSQL');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-burst-'));
  const schema = `burst_${process.pid}_${firstPort}`;
  const admin = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
  if (admin) {
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
  }
  const started = [];
  const stop = async () => {
    await Promise.all(started.map((instance) => instance.stop()));
    rmSync(dataDir, { recursive: true, force: true });
    if (admin) {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
  };
  try {
    for (let index = 0; index < instances; index += 1)
      started.push(
        await startInstance({
          port: firstPort + index,
          dataDir,
          databaseUrl: databaseUrl && withSchema(databaseUrl, schema),
          redisUrl,
          clockStart,
        }),
      );
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls: started.map((instance) => instance.url), stop };
};
