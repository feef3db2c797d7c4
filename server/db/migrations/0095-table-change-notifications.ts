// The tables a session check reads (server/auth/session-cache.ts) announce every write on the
// channel 'rota_table_changes' (server/db/table-changes.ts), so a server that keeps sessions in
// memory forgets them when another connection writes these tables: another server process, a
// script, a psql session. Statement-level triggers: one notification per statement, and
// PostgreSQL folds a transaction's identical ones into one, sent at its commit.
import { type Kysely, sql } from 'kysely';

const TABLES = ['usuario', 'perfil', 'usuario_perfil', 'usuario_empresa', 'revoked_token'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function rota_table_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('rota_table_changes', tg_table_name);
      return null;
    end $$`.execute(db);
  for (const table of TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_changed`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function rota_table_changed()`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await sql`drop trigger ${sql.id(`${table}_changed`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function rota_table_changed()`.execute(db);
}
