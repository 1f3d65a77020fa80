import { PLAN_CHANGED } from './statement-names';

/** Statements the worker keeps prepared; the least recently used is closed beyond it. */
export const MAX_PREPARED_STATEMENTS = 500;

/** A request to the PGlite worker; `id` pairs it with its reply. */
export type PgliteRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[] }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'dump'; file: string }
  | { id: number; op: 'close' };

export type PgliteReply = { id: number; rows: object[] } | { id: number; error: { message: string; code?: string; detail?: string } };

/** The first message of the worker: the database is open, or why it could not be. */
export type PgliteStartup = { ready: true } | { ready: false; message: string };

export interface PgliteWorkerData {
  /** Resolved path of @electric-sql/pglite, so the worker finds it from any working directory. */
  pglitePath: string;
  dataDir: string | undefined;
  /** A file written by the `dump` request: the database starts as that copy instead of a new one. */
  dumpFile: string | undefined;
}

/**
 * The worker thread that owns the PGlite instance, as plain CommonJS run with `eval`. PGlite runs
 * PostgreSQL synchronously in WASM; in its own thread it never blocks the api's event loop, and it
 * loads its runtime with native import() even when the api runs in a sandbox without ESM (jest).
 *
 * A statement with parameters is prepared once per text (a named statement, like a PostgreSQL
 * driver's statement cache) and then sent as one protocol message (bind, describe, execute, sync):
 * PGlite's own `query` parses and plans every statement again and crosses into WASM once per protocol
 * message. Measured on a branch lookup: 380 µs through `query`, 116 µs prepared (docs/performance.md).
 */
export const PGLITE_WORKER_SCRIPT = `
const { readFileSync, writeFileSync } = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite, protocol, parse } = require(workerData.pglitePath);

const { serialize } = protocol;
const MAX_PREPARED = ${MAX_PREPARED_STATEMENTS};
const PLAN_CHANGED = '${PLAN_CHANGED}';

const joined = (parts) => {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

// Statement text -> { name, types }, least recently used first.
const prepared = new Map();
let nextName = 1;

const forget = async (db, sql) => {
  const statement = prepared.get(sql);
  prepared.delete(sql);
  if (statement) await db.execProtocolStream(joined([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]));
};

const prepare = async (db, sql) => {
  const known = prepared.get(sql);
  if (known) {
    prepared.delete(sql);
    prepared.set(sql, known);
    return known;
  }
  const name = 'sf' + nextName++;
  const described = await db.execProtocolStream(
    joined([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
  );
  const statement = { name, types: parse.parseDescribeStatementResults(described) };
  prepared.set(sql, statement);
  if (prepared.size > MAX_PREPARED) await forget(db, prepared.keys().next().value);
  return statement;
};

const runPrepared = async (db, sql, params) => {
  const { name, types } = await prepare(db, sql);
  const values = params.map((value, index) => {
    if (value === null || value === undefined) return null;
    const serializer = db.serializers[types[index]];
    return serializer ? serializer(value) : value.toString();
  });
  const messages = await db.execProtocolStream(
    joined([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
  );
  return parse.parseResults(messages, db.parsers)[0].rows;
};

// A statement prepared before a schema change is prepared again; run again only outside a transaction (one is aborted).
const query = (db, sql, params) =>
  db.runExclusive(async () => {
    try {
      return await runPrepared(db, sql, params);
    } catch (error) {
      if (!error || error.code !== PLAN_CHANGED) throw error;
      prepared.delete(sql);
      if (db.isInTransaction()) throw error;
      return runPrepared(db, sql, params);
    }
  });

const run = async (db, request) => {
  if (request.op === 'query') return query(db, request.sql, request.params);
  if (request.op === 'exec') return (await db.exec(request.sql), []);
  if (request.op === 'dump') {
    const dump = await db.dumpDataDir('none');
    writeFileSync(request.file, Buffer.from(await dump.arrayBuffer()));
    return [];
  }
  await db.close();
  return [];
};

const options = {};
if (workerData.dataDir) options.dataDir = workerData.dataDir;
if (workerData.dumpFile) options.loadDataDir = new Blob([readFileSync(workerData.dumpFile)]);

PGlite.create(options).then(
  (db) => {
    parentPort.on('message', (request) => {
      run(db, request).then(
        (rows) => parentPort.postMessage({ id: request.id, rows }),
        (error) => parentPort.postMessage({
          id: request.id,
          error: { message: String(error && error.message), code: error && error.code, detail: error && error.detail },
        }),
      ).then(() => {
        if (request.op === 'close') parentPort.close();
      });
    });
    parentPort.postMessage({ ready: true });
  },
  (error) => parentPort.postMessage({ ready: false, message: String(error && error.message) }),
);
`;
