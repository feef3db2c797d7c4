import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { compiledOnce } from './compiled-once';

interface Tables {
  usuario: { id: number; ativo: boolean; nome: string };
}

/** A database that records what it is asked and answers one row. */
function recordingDatabase() {
  const executed: CompiledQuery[] = [];
  const connection: DatabaseConnection = {
    executeQuery: async <R>(query: CompiledQuery) => {
      executed.push(query);
      return { rows: [{ id: 1 }] as R[] };
    },
    streamQuery: () => {
      throw new Error('not used');
    },
  };
  const driver: Driver = {
    init: async () => undefined,
    acquireConnection: async () => connection,
    beginTransaction: async () => undefined,
    commitTransaction: async () => undefined,
    rollbackTransaction: async () => undefined,
    releaseConnection: async () => undefined,
    destroy: async () => undefined,
  };
  const db = new Kysely<Tables>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return { db, executed };
}

const byIdAndName = compiledOnce(
  (db: Kysely<Tables>, id: number, nome: string) =>
    db
      .selectFrom('usuario')
      .select('id')
      .where('id', '=', id)
      .where('ativo', '=', true)
      .where('nome', '=', nome),
  2,
);

describe('compiledOnce', () => {
  it("runs the same text with each call's values, keeping the query's own", async () => {
    const { db, executed } = recordingDatabase();
    expect(await byIdAndName(db, 7, 'ana')).toEqual([{ id: 1 }]);
    await byIdAndName(db, 8, 'bia');
    expect(executed.map((query) => query.parameters)).toEqual([
      [7, true, 'ana'],
      [8, true, 'bia'],
    ]);
    expect(executed[0]!.sql).toBe(executed[1]!.sql);
    expect(executed[0]!.sql).toContain('"id" = $1');
  });

  it('refuses a query that does not bind one of its arguments', async () => {
    const { db } = recordingDatabase();
    const unbound = compiledOnce(
      (kysely: Kysely<Tables>, _id: number) => kysely.selectFrom('usuario').select('id'),
      1,
    );
    await expect(unbound(db, 1)).rejects.toThrow('argument 0 is not a bound value');
  });
});
