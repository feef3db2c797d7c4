// Vehicles of a shipping company (veiculo): trucks and trailers by plate (normalized, unique per
// company), each of a vehicle type; a type in use cannot be deleted (409), only deactivated.
import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('veiculo')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addColumn('placa', 'text', (c) => c.notNull())
    .addColumn('vehicle_type_id', 'integer', (c) => c.references('vehicle_type.id'))
    .addColumn('reboque', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ativo', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz')
    .addColumn('updated_by', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .addUniqueConstraint('veiculo_empresa_placa_key', ['empresa_id', 'placa'])
    .execute();
  await db.schema.createIndex('veiculo_tipo_idx').on('veiculo').column('vehicle_type_id').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('veiculo').ifExists().execute();
}
