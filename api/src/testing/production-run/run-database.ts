import { Client } from 'pg';

/** A PostgreSQL database of the run's own on the TEST_DATABASE_URL server; `drop` removes it. */
export interface RunDatabase {
  name: string;
  url: string;
  /** One statement on the run's database, as its owner. */
  query(sql: string, values?: unknown[]): Promise<Array<Record<string, unknown>>>;
  drop(): Promise<void>;
}

const onServer = async <Answer>(url: string, use: (client: Client) => Promise<Answer>): Promise<Answer> => {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
};

export const createRunDatabase = async (serverUrl: string): Promise<RunDatabase> => {
  const name = `storefront_production_${process.pid}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // A database left by a run of the same process id that was killed before it could drop it.
  await onServer(serverUrl, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  });
  return {
    name,
    url: url.toString(),
    query: (sql, values = []) => onServer(url.toString(), async (client) => (await client.query(sql, values)).rows),
    // FORCE: an api process killed a moment ago may still hold a connection the server has not noticed closing.
    drop: () => onServer(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined)),
  };
};
