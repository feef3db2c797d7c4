// Cargo of a shipping company (carga) and its status history. A load is numbered per company
// (numero, unique with the company), lives under the cargo machine (status, version,
// status_desde: when it entered its status) and is read by the kanban one company at a time.
// The reason of a status change is kept as text (motivo) and, when it came from the
// non-attendance or disapproval reasons register, that row's id (motivo_id, no foreign key: the
// text stays even if the register's row is deleted).
import { type Kysely, sql } from 'kysely';
import { CARGO_STATUSES } from '../../../../src/machines/cargo-status-machine';

const STATUS_CHECK = sql.raw(CARGO_STATUSES.map((s) => `'${s}'`).join(', '));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('carga')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addColumn('numero', 'integer', (c) => c.notNull())
    .addColumn('origem_cidade', 'text', (c) => c.notNull())
    .addColumn('origem_uf', 'text', (c) => c.notNull())
    .addColumn('destino_cidade', 'text', (c) => c.notNull())
    .addColumn('destino_uf', 'text', (c) => c.notNull())
    .addColumn('motorista_nome', 'text', (c) => c.notNull())
    .addColumn('motorista_cpf', 'text', (c) => c.notNull().check(sql`motorista_cpf ~ '^[0-9]{11}$'`))
    .addColumn('placa', 'text', (c) => c.notNull())
    .addColumn('placa_reboque1', 'text')
    .addColumn('placa_reboque2', 'text')
    .addColumn('placa_reboque3', 'text')
    .addColumn('peso', sql`numeric(12, 3)`, (c) => c.check(sql`peso >= 0`))
    .addColumn('cubagem', sql`numeric(12, 3)`, (c) => c.check(sql`cubagem >= 0`))
    .addColumn('pallets', 'integer', (c) => c.check(sql`pallets >= 0`))
    .addColumn('valor_frete', sql`numeric(15, 2)`, (c) => c.check(sql`valor_frete >= 0`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('aguardandoCarregamento')
        .check(sql`status in (${STATUS_CHECK})`),
    )
    .addColumn('status_desde', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('coleta_prevista', 'date')
    .addColumn('entrega_prevista', 'date')
    .addColumn('embarcador', 'text', (c) => c.notNull())
    .addColumn('tomador', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz')
    .addColumn('updated_by', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .addUniqueConstraint('carga_empresa_numero_key', ['empresa_id', 'numero'])
    .execute();
  // The board reads a company's loads by status; the unique key above serves lookups by number.
  await db.schema
    .createIndex('carga_empresa_status_idx')
    .on('carga')
    .columns(['empresa_id', 'status'])
    .execute();

  await db.schema
    .createTable('carga_status_historico')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addColumn('carga_id', 'integer', (c) => c.notNull().references('carga.id').onDelete('cascade'))
    .addColumn('usuario_id', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .addColumn('evento', 'text', (c) => c.notNull())
    .addColumn('estado_anterior', 'text', (c) => c.notNull())
    .addColumn('estado_novo', 'text', (c) => c.notNull())
    .addColumn('motivo', 'text')
    .addColumn('motivo_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('carga_status_historico_carga_idx')
    .on('carga_status_historico')
    .columns(['empresa_id', 'carga_id', 'id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('carga_status_historico').ifExists().execute();
  await db.schema.dropTable('carga').ifExists().execute();
}
