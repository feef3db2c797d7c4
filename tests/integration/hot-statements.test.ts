// Hot statements (server/db/hot-statements.ts) on a real connection: a SELECT that keeps coming
// back is prepared on the connection once it is hot and answers what it answered unnamed; writes,
// and statements past the capacity, are never prepared.
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/schema';
import { HotStatements, poolWithHotStatements } from '../../server/db/hot-statements';
import { createTestDatabase, DATABASES, type TestDatabase } from './helpers';

describe.each(DATABASES)('hot statements on %s', (kind) => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let db: Kysely<Database>;
  let hot: HotStatements;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // One connection, so what it has prepared is what the pool has.
    pool = new pg.Pool({ connectionString: database.databaseUrl, max: 1 });
    // The database is dropped with FORCE at the end, which may reach a client still closing.
    pool.on('error', () => {});
    hot = new HotStatements(3, 2);
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: poolWithHotStatements(pool, hot) }),
      plugins: [new CamelCasePlugin()],
    });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const prepared = async () =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map(
      (row) => row.statement,
    );
  const userById = (id: number) =>
    db.selectFrom('usuario').select(['id', 'nomeAcesso']).where('id', '=', id).executeTakeFirst();

  it('prepares a SELECT once it has run often enough, with the same answers', async () => {
    const { id } = await db.selectFrom('usuario').select('id').orderBy('id').executeTakeFirstOrThrow();
    const unnamed = [await userById(id), await userById(id)];
    expect(await prepared()).toEqual([]);
    const named = [await userById(id), await userById(id), await userById(id)];
    const statements = await prepared();
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('from "usuario"');
    expect(named).toEqual([...unnamed, unnamed[0]]);
    expect(named[0]).toMatchObject({ id, nomeAcesso: expect.any(String) });
  });

  it('binds each run of a prepared statement to its own values', async () => {
    const ids = (await db.selectFrom('usuario').select('id').orderBy('id').limit(3).execute()).map(
      (r) => r.id,
    );
    expect(ids.length).toBeGreaterThan(1);
    for (const id of ids) expect((await userById(id))?.id).toBe(id);
    expect(await userById(-1)).toBeUndefined();
  });

  it('never prepares writes', async () => {
    const before = (await prepared()).length;
    for (let run = 0; run < 5; run += 1) {
      await db.updateTable('usuario').set({ nomeApresentacao: 'x' }).where('id', '=', -1).execute();
    }
    expect((await prepared()).length).toBe(before);
  });

  it('stops naming statements at its capacity', async () => {
    for (let run = 0; run < 5; run += 1) {
      await db.selectFrom('empresa').select('id').execute();
      await db.selectFrom('perfil').select('id').execute();
    }
    expect(hot.size).toBe(2);
    expect(await prepared()).toHaveLength(2);
  });
});
