// Rotograms (rotograma): a company's planned route from an origin city to a destination city,
// with its stops in order (rotograma_parada: name, address, distance from the previous stop and
// the time expected to reach it). A load shows the rotogram whose origin and destination are its
// own, compared without case or accents, so the lookup has an index on those folded columns.
import { type Kysely, sql } from 'kysely';
import { foldedSql } from './folded-text';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('rotograma')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('origem_cidade', 'text', (c) => c.notNull())
    .addColumn('origem_uf', 'text', (c) => c.notNull())
    .addColumn('destino_cidade', 'text', (c) => c.notNull())
    .addColumn('destino_uf', 'text', (c) => c.notNull())
    .addColumn('ativo', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz')
    .addColumn('updated_by', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .execute();
  await sql`create unique index rotograma_nome_uq on rotograma (empresa_id, lower(nome))`.execute(db);
  await sql
    .raw(
      `create index rotograma_rota_idx on rotograma (empresa_id, ${foldedSql('origem_cidade')}, origem_uf, ${foldedSql('destino_cidade')}, destino_uf)`,
    )
    .execute(db);

  await db.schema
    .createTable('rotograma_parada')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addColumn('rotograma_id', 'integer', (c) => c.notNull().references('rotograma.id').onDelete('cascade'))
    .addColumn('ordem', 'integer', (c) => c.notNull().check(sql`ordem >= 1`))
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('endereco', 'text', (c) => c.notNull())
    .addColumn('distancia_km', sql`numeric(9, 1)`, (c) => c.check(sql`distancia_km >= 0`))
    .addColumn('tempo_previsto_min', 'integer', (c) => c.check(sql`tempo_previsto_min >= 0`))
    .addUniqueConstraint('rotograma_parada_ordem_key', ['rotograma_id', 'ordem'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('rotograma_parada').ifExists().execute();
  await db.schema.dropTable('rotograma').ifExists().execute();
}
