// Drivers of a shipping company (motorista) and the cargo's link to them. A load names its driver
// by CPF, looked up in this register (unique per company), and keeps the driver's id and name as
// they were when the load was saved. A driver that loads point at is deactivated rather than
// deleted (the foreign key refuses the deletion, answered 409).
// The cargo also gets `coleta_instante`, the start of its pickup day on the business clock
// (UTC-3), so the list's date filters, which compare instants, count whole business days.
import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('motorista')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('cpf', 'text', (c) => c.notNull().check(sql`cpf ~ '^[0-9]{11}$'`))
    .addColumn('telefone', 'text')
    .addColumn('cnh_numero', 'text', (c) => c.check(sql`cnh_numero ~ '^[0-9]{11}$'`))
    .addColumn('cnh_validade', 'date')
    .addColumn('ativo', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz')
    .addColumn('updated_by', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .addUniqueConstraint('motorista_empresa_cpf_key', ['empresa_id', 'cpf'])
    .execute();

  await db.schema
    .alterTable('carga')
    .addColumn('motorista_id', 'integer', (c) => c.references('motorista.id'))
    .addColumn('coleta_instante', 'timestamptz', (c) =>
      c.generatedAlwaysAs(sql`(coleta_prevista::timestamp + interval '3 hours') at time zone 'UTC'`).stored(),
    )
    .execute();
  await db.schema.createIndex('carga_motorista_idx').on('carga').column('motorista_id').execute();
  await db.schema
    .createIndex('carga_empresa_coleta_idx')
    .on('carga')
    .columns(['empresa_id', 'coleta_instante'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('carga').dropColumn('coleta_instante').dropColumn('motorista_id').execute();
  await db.schema.dropTable('motorista').ifExists().execute();
}
