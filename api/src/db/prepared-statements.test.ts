import { MAX_PREPARED_STATEMENTS } from './pglite-worker-script';
import type { Db } from './db';
import { DATABASE_SETUP_TIMEOUT_MS, openAgain, testDatabases } from '../testing/test-databases';

jest.setTimeout(DATABASE_SETUP_TIMEOUT_MS);

const parallel = <T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: count }, (_, index) => make(index)));

describe.each(testDatabases())('statements prepared once per text ($label)', (database) => {
  let db: Db;
  beforeAll(async () => {
    db = await database.open();
    await db.exec('CREATE TABLE prepared_probe (id integer PRIMARY KEY, tags text[], doc jsonb, at timestamptz, flag boolean)');
  });
  afterAll(() => db.close());

  it('binds every value of each call to the same text: arrays, json, dates, booleans and nulls', async () => {
    const insert = 'INSERT INTO prepared_probe (id, tags, doc, at, flag) VALUES ($1, $2, $3, $4, $5) RETURNING id';
    const at = new Date('2026-11-27T12:00:00.000Z');
    await parallel(20, (id) => db.query(insert, [id, [`t${id}`, 'x'], JSON.stringify({ n: id }), id % 2 ? at : null, id % 2 === 0]));
    const rows = await db.query<{ id: number; tags: string[]; doc: { n: number }; at: Date | null; flag: boolean }>(
      'SELECT id, tags, doc, at, flag FROM prepared_probe WHERE id = ANY ($1::int[]) ORDER BY id',
      [[3, 4]],
    );
    expect(rows.map((row) => ({ ...row, at: row.at && new Date(row.at).toISOString() }))).toEqual([
      { id: 3, tags: ['t3', 'x'], doc: { n: 3 }, at: at.toISOString(), flag: false },
      { id: 4, tags: ['t4', 'x'], doc: { n: 4 }, at: null, flag: true },
    ]);
  });

  it('answers a statement that fails with its error, and the same text again once the cause is gone', async () => {
    const insert = 'INSERT INTO prepared_probe (id) VALUES ($1)';
    await db.query(insert, [100]);
    await expect(db.query(insert, [100])).rejects.toMatchObject({ code: '23505' });
    await expect(db.query('SELEC id FROM prepared_probe', [])).rejects.toMatchObject({ code: '42601' });
    await db.query('DELETE FROM prepared_probe WHERE id = $1', [100]);
    await expect(db.query(insert, [100])).resolves.toEqual([]);
  });

  it('answers the new columns of a statement prepared before another instance changed the table', async () => {
    const select = 'SELECT * FROM prepared_probe WHERE id = $1';
    await parallel(20, () => db.query(select, [1]));
    const other = await openAgain(db);
    try {
      await other.db.exec('ALTER TABLE prepared_probe ADD COLUMN note text');
    } finally {
      await other.close();
    }
    const rows = await parallel(20, () => db.query<{ id: number; note: string | null }>(select, [1]));
    for (const [row] of rows) expect(row).toMatchObject({ id: 1, note: null });
  });

  it('fails a transaction that met such a statement, and prepares it again for the next one', async () => {
    const select = 'SELECT * FROM prepared_probe WHERE id = $1';
    await parallel(20, () => db.query(select, [1]));
    await db.exec('ALTER TABLE prepared_probe ADD COLUMN kind text');
    await expect(db.transaction((tx) => tx.query(select, [1]))).rejects.toMatchObject({ code: '0A000' });
    await expect(db.transaction((tx) => tx.query(select, [1]))).resolves.toEqual([expect.objectContaining({ id: 1, kind: null })]);
  });

  it(`keeps answering with more texts than it keeps prepared (${MAX_PREPARED_STATEMENTS} on PGlite)`, async () => {
    const count = MAX_PREPARED_STATEMENTS + 20;
    const answers = [];
    for (let index = 0; index < count; index += 1)
      answers.push((await db.query<{ n: number }>(`SELECT $1::int + ${index} AS n`, [1]))[0]?.n);
    expect(answers).toEqual(Array.from({ length: count }, (_, index) => index + 1));
    await expect(db.query<{ n: number }>('SELECT $1::int + 0 AS n', [5])).resolves.toEqual([{ n: 5 }]);
  });
});
