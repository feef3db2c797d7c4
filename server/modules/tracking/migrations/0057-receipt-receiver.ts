// What a signed receipt says: the day written on it and who received the goods (name, CPF or
// CNPJ), on the proof and on its delivery; and who recorded an occurrence by hand. Existing rows
// keep their values: the new columns start empty.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('entrega')
    .addColumn('recebedor_nome', 'text')
    .addColumn('recebedor_documento', 'text')
    .execute();
  await db.schema
    .alterTable('entrega_comprovante')
    .addColumn('data_recebimento', 'date')
    .addColumn('recebedor_nome', 'text')
    .addColumn('recebedor_documento', 'text')
    .execute();
  await db.schema
    .alterTable('entrega_ocorrencia')
    .addColumn('usuario_id', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('entrega_ocorrencia').dropColumn('usuario_id').execute();
  await db.schema
    .alterTable('entrega_comprovante')
    .dropColumn('data_recebimento')
    .dropColumn('recebedor_nome')
    .dropColumn('recebedor_documento')
    .execute();
  await db.schema
    .alterTable('entrega')
    .dropColumn('recebedor_nome')
    .dropColumn('recebedor_documento')
    .execute();
}
