// The registers of the resource engine get what the engine fills on every write: a version that
// a stale edit must match (optimistic concurrency), and who created and last changed each row
// and when. Rows already there start at version 1 with no author.
import { sql, type Kysely } from 'kysely';

const REGISTERS = [
  'empresa',
  'usuario',
  'empresa_bi',
  'rota_prazo_entrega',
  'tabela_ocorrencia_proceda',
  'tabela_ocorrencia_de_para',
] as const;
/** These already have created_at (migration 0001). */
const WITH_CREATED_AT = new Set<string>(['empresa', 'usuario']);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of REGISTERS) {
    let alter = db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_by', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
      .addColumn('updated_at', 'timestamptz')
      .addColumn('updated_by', 'integer', (c) => c.references('usuario.id').onDelete('set null'));
    if (!WITH_CREATED_AT.has(table)) {
      alter = alter.addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));
    }
    await alter.execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of REGISTERS) {
    let alter = db.schema
      .alterTable(table)
      .dropColumn('version')
      .dropColumn('created_by')
      .dropColumn('updated_at')
      .dropColumn('updated_by');
    if (!WITH_CREATED_AT.has(table)) alter = alter.dropColumn('created_at');
    await alter.execute();
  }
}
