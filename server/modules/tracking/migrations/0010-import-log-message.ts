// The import log's sentence as a message id and values (src/domain/tracking/imports/import-log-message.ts),
// so the SPA shows it in the user's language; descricao keeps the Portuguese text. Rows logged
// before have no message and show their descricao.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('nfe_import_ocorrencia').addColumn('mensagem', 'jsonb').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('nfe_import_ocorrencia').dropColumn('mensagem').execute();
}
