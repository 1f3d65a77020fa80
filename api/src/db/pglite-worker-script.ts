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
 */
export const PGLITE_WORKER_SCRIPT = `
const { readFileSync, writeFileSync } = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.pglitePath);

const run = async (db, request) => {
  if (request.op === 'query') return (await db.query(request.sql, request.params)).rows;
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
