// The database's own ceiling for the lunch rush: the statements the api sends for each placement, replayed straight
// to the database (no api, no HTTP in between) by every customer at once, as the burst's customers place theirs.
// The api runs in this process on the database it measures: each placement is recorded inside a transaction that is
// rolled back (the cart stays open, the key unclaimed, the human check unused), then all are replayed for real.
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { withSchema } from './burst-api.mjs';
import { preparedCustomers, tenantClient } from './order-burst.mjs';

const require = createRequire(import.meta.url);
const api = require('../../api/dist/main.js');
const { readApiConfig } = require('../../api/dist/config.js');
const { appOptionsOf } = require('../../api/dist/app-options-of-config.js');
const { photoStoreFromEnv } = require('../../api/dist/emenu/feedback/photo-store-config.js');

const ROLLED_BACK = Symbol('recorded placement rolled back');

/**
 * The database with a recorder in front: a call made inside `record` runs in a transaction of its own, rolled back at
 * its end, and each statement is kept as it was sent, grouped in the rounds the api sent them (statements sent while
 * an earlier one was still running go out together, as the api pipelines them).
 */
const recordingDb = (db) => {
  const current = new AsyncLocalStorage();
  const recorded = (sql, params) => {
    const recording = current.getStore();
    if (!recording?.open) return db.query(sql, params);
    if (recording.inFlight === 0) recording.rounds.push([]);
    recording.rounds.at(-1).push([sql, params ?? []]);
    recording.inFlight += 1;
    return recording.tx.query(sql, params).finally(() => {
      recording.inFlight -= 1;
    });
  };
  const record = async (work) => {
    const recording = { open: true, inFlight: 0, rounds: [], tx: null };
    await db
      .transaction(async (tx) => {
        recording.tx = tx;
        await current.run(recording, work);
        recording.open = false;
        throw ROLLED_BACK;
      })
      .catch((error) => {
        if (error !== ROLLED_BACK) throw error;
      });
    return recording.rounds;
  };
  return { ...db, kind: db.kind, query: recorded, exec: (sql) => db.exec(sql), transaction: (work) => db.transaction(work), record };
};

/** A database of its own for the measurement: a temporary PGlite folder, or a schema on `databaseUrl` dropped afterwards. */
const openScratchDatabase = async (databaseUrl) => {
  if (!databaseUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-ceiling-'));
    const db = await api.openDatabase({ kind: 'pglite', dataDir }, () => {});
    return { db, env: { API_DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const schema = `ceiling_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = withSchema(databaseUrl, schema);
  const db = await api.openDatabase({ kind: 'postgres', url }, () => {});
  return {
    db,
    env: { DATABASE_URL: url },
    drop: async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
};

/** The placement call of the burst (order-burst.mjs's `placeOrder`), made through Fastify's inject so it runs in the recorder's context. */
const injectPlacement = async (app, call, { token, cart, humanCheck }) => {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/v1/order/orders',
    headers: {
      'x-tenant': 'sufra',
      'x-app-token': call.appToken,
      'x-authorization-token': `Bearer ${token}`,
      'idempotency-key': `ceiling-${cart}`,
      'content-type': 'application/json',
    },
    payload: { cart_id: cart, delivery_time: 'asap', address_id: null, payment_method: 'cash', human_check: humanCheck },
  });
  if (answer.statusCode !== 201) throw new Error(`a recorded placement answered ${answer.statusCode}: ${answer.body}`);
};

/**
 * Orders/s the database itself sustains for `customers` placements sent at once: the api's statements of each
 * (recorded one by one), replayed concurrently, each customer's rounds in order. Answers the rate and the statements of one placement.
 */
export const databaseCeiling = async ({ databaseUrl, customers, order, clockStart }) => {
  const scratch = await openScratchDatabase(databaseUrl);
  const env = { ...scratch.env, SEED_DEMO: '1', DEV_OUTBOX: '1', OTP_CODES_PER_IP_PER_HOUR: '1000000', API_CLOCK_START: clockStart };
  const config = readApiConfig({ ...env, API_LOG_LEVEL: 'warn' });
  const db = recordingDb(scratch.db);
  let app;
  try {
    await api.prepareDatabase(scratch.db, { seedDemo: true });
    app = await api.buildApp({ ...appOptionsOf(config), db, photoStore: photoStoreFromEnv({}) });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const call = await tenantClient(url, 'sufra');
    const ready = await preparedCustomers(call, customers, order);
    const placements = [];
    for (const customer of ready) placements.push(await db.record(() => injectPlacement(app, call, customer)));
    const [orders] = await scratch.db.query('SELECT count(*)::int AS n FROM orders');
    const began = performance.now();
    await Promise.all(
      placements.map(async (rounds) => {
        for (const round of rounds) await Promise.all(round.map(([sql, params]) => scratch.db.query(sql, params)));
      }),
    );
    const seconds = (performance.now() - began) / 1000;
    const [after] = await scratch.db.query('SELECT count(*)::int AS n FROM orders');
    if (after.n - orders.n !== customers) throw new Error(`the replay placed ${after.n - orders.n} orders of ${customers}`);
    return { ordersPerSecond: customers / seconds, statements: placements.at(-1).flat().length };
  } finally {
    await app?.close();
    await scratch.db.close();
    await scratch.drop();
  }
};
