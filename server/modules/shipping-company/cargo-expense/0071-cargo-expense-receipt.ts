// An expense's receipt (a photo or a PDF of the fuel coupon, the toll ticket): a file of the
// resource engine's file fields (migration 0070), named here by its register_file id.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('carga_despesa')
    .addColumn('comprovante', 'uuid', (c) => c.references('register_file.id').onDelete('set null'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('carga_despesa').dropColumn('comprovante').execute();
}
