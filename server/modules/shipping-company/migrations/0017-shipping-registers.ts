// The shipping company's registers: occurrence types, non-attendance and disapproved reasons,
// cargo expense occurrences (each may point at the occurrence type that causes it) and vehicle
// types. Every row belongs to a company and goes with it; the engine's version and authors
// (migration 0015) are there from the start. Names are unique per company, ignoring case, so a
// pick list never offers two rows that read the same.
import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/** The columns every register of the engine has: id, company, version and authors. */
function registerTable(db: Db, table: string) {
  return db.schema
    .createTable(table)
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz')
    .addColumn('updated_by', 'integer', (c) => c.references('usuario.id').onDelete('set null'));
}

const uniquePerCompany = (table: string, column: string) =>
  sql`create unique index ${sql.id(`${table}_${column}_uq`)} on ${sql.table(table)} (empresa_id, lower(${sql.ref(column)}))`;

export async function up(db: Db): Promise<void> {
  for (const table of ['occurrence_type', 'vehicle_type']) {
    await registerTable(db, table)
      .addColumn('nome', 'text', (c) => c.notNull())
      .addColumn('ativo', 'boolean', (c) => c.notNull().defaultTo(true))
      .execute();
    await uniquePerCompany(table, 'nome').execute(db);
  }

  for (const table of ['non_attendance_reason', 'disapproved_reason']) {
    await registerTable(db, table)
      .addColumn('sequencia', 'integer', (c) => c.notNull().check(sql`sequencia >= 0`))
      .addColumn('nome_exibicao', 'text', (c) => c.notNull())
      .execute();
    await uniquePerCompany(table, 'nome_exibicao').execute(db);
    await db.schema
      .createIndex(`${table}_sequencia_idx`)
      .on(table)
      .columns(['empresa_id', 'sequencia'])
      .execute();
  }

  // An occurrence type in use cannot be deleted (409); it is deactivated instead. The default
  // (no action) is checked at the end of the statement, so deleting a company still removes both.
  await registerTable(db, 'cargo_expense_occurrence')
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('occurrence_type_id', 'integer', (c) => c.references('occurrence_type.id'))
    .addColumn('ativo', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await uniquePerCompany('cargo_expense_occurrence', 'nome').execute(db);
  await db.schema
    .createIndex('cargo_expense_occurrence_type_idx')
    .on('cargo_expense_occurrence')
    .column('occurrence_type_id')
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'cargo_expense_occurrence',
    'disapproved_reason',
    'non_attendance_reason',
    'vehicle_type',
    'occurrence_type',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
