// The logistics module's settings and its record of Frete Rápido pickup requests.
//
// empresa.logistica_especial marks a logistics company (spec section 6: "one company is treated as
// a special logistics company"): the logistics screens (/shlog) answer only in such a company.
// A column of the company rather than a company id written in the code, so the vendor marks any
// company from its form.
//
// logistica_config holds a company's Frete Rápido address and token. The token is written, never
// read back to the browser (the settings route answers only whether one is stored).
//
// frete_rapido_coleta keeps each pickup the service accepted for an NF-e's delivery, so the screen
// shows which were already requested and does not ask twice.
import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('empresa')
    .addColumn('logistica_especial', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('logistica_config')
    .addColumn('empresa_id', 'integer', (c) => c.primaryKey().references('empresa.id').onDelete('cascade'))
    .addColumn('frete_rapido_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('frete_rapido_token', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('frete_rapido_coleta')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addColumn('entrega_id', 'integer', (c) => c.notNull().references('entrega.id').onDelete('cascade'))
    .addColumn('protocolo', 'text')
    .addColumn('data_coleta', 'date', (c) => c.notNull())
    .addColumn('usuario_id', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('frete_rapido_coleta_entrega_key', ['empresa_id', 'entrega_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('frete_rapido_coleta').ifExists().execute();
  await db.schema.dropTable('logistica_config').ifExists().execute();
  await db.schema.alterTable('empresa').dropColumn('logistica_especial').execute();
}
