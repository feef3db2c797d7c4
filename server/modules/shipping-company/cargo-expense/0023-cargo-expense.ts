// Expenses of a cargo (carga_despesa) and their status history. An expense belongs to one load of
// the company (deleted with it), is numbered per company (numero, unique with the company), is of
// a kind from the expense occurrences register, holds its value as an exact numeric(15, 2) and
// lives under the expense machine (status, version, status_desde). The reason of a disapproval is
// kept as text (motivo) and as the disapproved reasons register's row (motivo_id, no foreign key:
// the text stays even if the row is deleted).
import { type Kysely, sql } from 'kysely';
import { CARGO_EXPENSE_STATUSES } from '../../../../src/machines/cargo-expense-status-machine';

const STATUS_CHECK = sql.raw(CARGO_EXPENSE_STATUSES.map((s) => `'${s}'`).join(', '));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('carga_despesa')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addColumn('carga_id', 'integer', (c) => c.notNull().references('carga.id').onDelete('cascade'))
    .addColumn('numero', 'integer', (c) => c.notNull())
    .addColumn('tipo_id', 'integer', (c) => c.notNull().references('cargo_expense_occurrence.id'))
    .addColumn('valor', sql`numeric(15, 2)`, (c) => c.notNull().check(sql`valor >= 0`))
    .addColumn('data', 'date', (c) => c.notNull())
    .addColumn('descricao', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo(CARGO_EXPENSE_STATUSES[0])
        .check(sql`status in (${STATUS_CHECK})`),
    )
    .addColumn('status_desde', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz')
    .addColumn('updated_by', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .addUniqueConstraint('carga_despesa_empresa_numero_key', ['empresa_id', 'numero'])
    .execute();
  // The board reads a company's expenses by status; a load's list reads them by load.
  await db.schema
    .createIndex('carga_despesa_empresa_status_idx')
    .on('carga_despesa')
    .columns(['empresa_id', 'status'])
    .execute();
  await db.schema.createIndex('carga_despesa_carga_idx').on('carga_despesa').columns(['carga_id']).execute();

  await db.schema
    .createTable('carga_despesa_status_historico')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addColumn('carga_despesa_id', 'integer', (c) =>
      c.notNull().references('carga_despesa.id').onDelete('cascade'),
    )
    .addColumn('usuario_id', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .addColumn('evento', 'text', (c) => c.notNull())
    .addColumn('estado_anterior', 'text', (c) => c.notNull())
    .addColumn('estado_novo', 'text', (c) => c.notNull())
    .addColumn('motivo', 'text')
    .addColumn('motivo_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('carga_despesa_status_historico_despesa_idx')
    .on('carga_despesa_status_historico')
    .columns(['empresa_id', 'carga_despesa_id', 'id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('carga_despesa_status_historico').ifExists().execute();
  await db.schema.dropTable('carga_despesa').ifExists().execute();
}
