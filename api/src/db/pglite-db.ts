import { mkdir } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import type { Db, Queryable, SqlParams } from './db';
import { createConnectionAccess } from './connection-access';
import {
  PGLITE_WORKER_SCRIPT,
  type PgliteReply,
  type PgliteRequest,
  type PgliteStartup,
  type PgliteWorkerData,
} from './pglite-worker-script';

type Pending = { resolve: (rows: object[]) => void; reject: (error: Error) => void };
type RequestBody = PgliteRequest extends infer R ? (R extends PgliteRequest ? Omit<R, 'id'> : never) : never;

const databaseError = ({ message, code, detail }: { message: string; code?: string; detail?: string }): Error =>
  Object.assign(new Error(message), { code, detail });

/** The embedded database, which can also write a copy of itself to a file (see `PgliteOptions.dumpFile`). */
export interface PgliteDb extends Db {
  dumpDataDir(file: string): Promise<void>;
}

export interface PgliteOptions {
  /** Keep the database in this folder; in memory without it. */
  dataDir?: string;
  /** Start from a copy written by `dumpDataDir` instead of creating an empty database (much faster). */
  dumpFile?: string;
}

const startWorker = ({ dataDir, dumpFile }: PgliteOptions): Promise<Worker> =>
  new Promise((resolve, reject) => {
    const workerData: PgliteWorkerData = { pglitePath: require.resolve('@electric-sql/pglite'), dataDir, dumpFile };
    const worker = new Worker(PGLITE_WORKER_SCRIPT, { eval: true, workerData });
    worker.once('error', reject);
    worker.once('message', (startup: PgliteStartup) => {
      worker.off('error', reject);
      if (startup.ready) return resolve(worker);
      void worker.terminate();
      reject(new Error(`PGlite could not open ${dataDir ?? 'in memory'}: ${startup.message}`));
    });
  });

/**
 * Embedded PostgreSQL (PGlite, WASM) in a worker thread, kept in `dataDir` on disk or in memory when
 * no folder is given. PGlite has one connection: statements run one at a time, and a transaction
 * holds it until it ends.
 */
export const openPgliteDb = async (options: PgliteOptions = {}): Promise<PgliteDb> => {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const worker = await startWorker(options);
  const pending = new Map<number, Pending>();
  let nextId = 1;
  const failAll = (error: Error): void => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('message', (reply: PgliteReply) => {
    const request = pending.get(reply.id);
    pending.delete(reply.id);
    if ('error' in reply) request?.reject(databaseError(reply.error));
    else request?.resolve(reply.rows);
  });
  worker.on('error', failAll);
  worker.on('exit', () => failAll(new Error('PGlite worker stopped')));

  const send = (body: RequestBody): Promise<object[]> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...body, id } satisfies PgliteRequest);
    });
  const connection: Queryable = {
    query: async <Row extends object>(sql: string, params: SqlParams = []) =>
      (await send({ op: 'query', sql, params: [...params] })) as Row[],
    exec: async (sql: string) => {
      await send({ op: 'exec', sql });
    },
  };
  const access = createConnectionAccess();

  return {
    kind: 'pglite',
    query: (sql, params) => access.statement(() => connection.query(sql, params)),
    exec: (sql) => access.statement(() => connection.exec(sql)),
    transaction: (work) =>
      access.alone(async () => {
        await connection.exec('BEGIN');
        try {
          const result = await work(connection);
          await connection.exec('COMMIT');
          return result;
        } catch (error) {
          await connection.exec('ROLLBACK');
          throw error;
        }
      }),
    dumpDataDir: (file) =>
      access.alone(async () => {
        await send({ op: 'dump', file });
      }),
    close: () =>
      access.alone(async () => {
        await send({ op: 'close' });
        await worker.terminate();
      }),
  };
};
