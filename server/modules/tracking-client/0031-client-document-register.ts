// The documents delivery clients follow become a register of the resource engine: the version
// and authors every register carries (an edit from an older version is refused, and the staff
// member who linked a client to a document is kept). The document may also be the alphanumeric
// CNPJ issued from July 2026 (12 letters or digits, two check digits), as the NF-e writes it.
import { type Kysely, sql } from 'kysely';

const DIGITS_ONLY = 'cliente_entrega_documento_documento_check';
const DOCUMENT_FORM = 'cliente_entrega_documento_forma';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('cliente_entrega_documento')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz')
    .addColumn('updated_by', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .execute();
  await sql`alter table cliente_entrega_documento drop constraint if exists ${sql.id(DIGITS_ONLY)}`.execute(
    db,
  );
  await sql`alter table cliente_entrega_documento add constraint ${sql.id(DOCUMENT_FORM)}
    check (documento ~ '^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$')`.execute(db);
  // The register lists a company's links; the portal reads one client's.
  await db.schema
    .createIndex('cliente_entrega_documento_empresa_idx')
    .on('cliente_entrega_documento')
    .columns(['empresa_id', 'usuario_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cliente_entrega_documento_empresa_idx').ifExists().execute();
  await sql`alter table cliente_entrega_documento drop constraint if exists ${sql.id(DOCUMENT_FORM)}`.execute(
    db,
  );
  await sql`alter table cliente_entrega_documento add constraint ${sql.id(DIGITS_ONLY)}
    check (documento ~ '^([0-9]{11}|[0-9]{14})$')`.execute(db);
  await db.schema
    .alterTable('cliente_entrega_documento')
    .dropColumn('updated_by')
    .dropColumn('updated_at')
    .dropColumn('created_by')
    .dropColumn('version')
    .execute();
}
