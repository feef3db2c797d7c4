// Records whose state is checked by the server against their XState machine (server/machines/):
// a version per record, so a change made on a stale screen is refused; the delivery's status
// history (who, when, from, to, reason); and one outbox for every machine, written in the
// change's own transaction, from which the change is pushed to the company's users once
// committed.
import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('entrega')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('entrega_status_historico')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addColumn('entrega_id', 'integer', (c) => c.notNull().references('entrega.id').onDelete('cascade'))
    // Null when no user made the change (an import whose user was since deleted).
    .addColumn('usuario_id', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .addColumn('evento', 'text', (c) => c.notNull())
    .addColumn('estado_anterior', 'text', (c) => c.notNull())
    .addColumn('estado_novo', 'text', (c) => c.notNull())
    .addColumn('motivo', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // A delivery's history in order, always within the token's company.
  await db.schema
    .createIndex('entrega_status_historico_entrega_idx')
    .on('entrega_status_historico')
    .columns(['empresa_id', 'entrega_id', 'id'])
    .execute();

  await db.schema
    .createTable('machine_outbox')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    // Which machine (`entrega`, later cargo, form, ...) and which of its records.
    .addColumn('maquina', 'text', (c) => c.notNull())
    .addColumn('registro_id', 'integer', (c) => c.notNull())
    .addColumn('evento', 'text', (c) => c.notNull())
    .addColumn('estado_anterior', 'text', (c) => c.notNull())
    .addColumn('estado_novo', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('usuario_id', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('published_at', 'timestamptz')
    .execute();
  // What is still to be pushed, oldest first.
  await db.schema
    .createIndex('machine_outbox_pending_idx')
    .on('machine_outbox')
    .column('id')
    .where(sql.ref('published_at'), 'is', null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('machine_outbox').ifExists().execute();
  await db.schema.dropTable('entrega_status_historico').ifExists().execute();
  await db.schema.alterTable('entrega').dropColumn('version').execute();
}
