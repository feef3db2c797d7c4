// Companies, users with their permission flags, company grants, BI links and the auth tables.
import { type Kysely, sql } from 'kysely';

/** One boolean column per flag of src/domain/permissions.ts PERMISSION_FLAGS (snake_case). */
const PERMISSION_COLUMNS = [
  'access_trip_plan',
  'access_vehicles',
  'admin_rms',
  'administrator',
  'checklist',
  'fuel_supply',
  'revision',
  'tracking',
  'workflow',
  'checklist_form_creator',
  'checklist_typing_form',
  'checklist_pendencies_view',
  'can_edit_form',
  'can_delete_form',
  'can_reopen_form',
  'access_just_own_checklists',
  'can_import_user',
  'cargo_kanbam_avaliable',
  'cargo_expenses_avaliable',
  'access_loads',
  'access_company',
  'access_non_attendance_reason',
  'access_profile',
  'access_type_occurrence',
  'access_type_occurrence_expense',
  'access_type_vehicle',
  'access_user',
  'access_gas_station',
  'access_fuel_consumption_target',
  'access_fuel_stock',
  'access_fuel_supply',
  'access_fuel_supply_dashboard',
  'access_fuel_supply_dashboard_horimeter',
  'access_revision',
  'access_revision_dashboard',
  'access_revision_index',
  'access_revision_model_crud',
] as const;

// Migrations see the database as it was then, so they use the untyped builder.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('empresa')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('nome_fantasia', 'text', (c) => c.notNull())
    .addColumn('cnpj', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('company_theme', 'text', (c) =>
      c
        .notNull()
        .defaultTo('default')
        .check(sql`company_theme in ('default', 'clientBlue', 'clientGreen')`),
    )
    .addColumn('empresa_embarcadora', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('logo_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('system_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('page_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('map_engine', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('maps_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_quality', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('compression_level', 'integer', (c) => c.notNull().defaultTo(40))
    .addColumn('allow_video', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('allow_documents', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('allow_ocr', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ativo', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  let usuario = db.schema
    .createTable('usuario')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id'))
    .addColumn('nome_apresentacao', 'text', (c) => c.notNull())
    .addColumn('nome_acesso', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('tipo', 'text', (c) =>
      c
        .notNull()
        .defaultTo('staff')
        .check(sql`tipo in ('staff', 'rms', 'deliveryClient')`),
    )
    .addColumn('ativo', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));
  for (const column of PERMISSION_COLUMNS) {
    usuario = usuario.addColumn(column, 'boolean', (c) => c.notNull().defaultTo(false));
  }
  await usuario.execute();
  // Logins are unique whatever their case: "Admin" and "admin" are the same person.
  await sql`create unique index usuario_nome_acesso_lower_idx on usuario (lower(nome_acesso))`.execute(db);
  await db.schema.createIndex('usuario_empresa_id_idx').on('usuario').column('empresa_id').execute();

  await db.schema
    .createTable('usuario_empresa')
    .addColumn('usuario_id', 'integer', (c) => c.notNull().references('usuario.id').onDelete('cascade'))
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('usuario_empresa_pk', ['usuario_id', 'empresa_id'])
    .execute();

  await db.schema
    .createTable('empresa_bi')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('ordem', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ativo', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema.createIndex('empresa_bi_empresa_id_idx').on('empresa_bi').column('empresa_id').execute();

  await db.schema
    .createTable('revoked_token')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('password_reset_token')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('usuario_id', 'integer', (c) => c.notNull().references('usuario.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('password_reset_token_usuario_idx')
    .on('password_reset_token')
    .column('usuario_id')
    .execute();

  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();

  // Failed sign-ins per login+ip, kept in the database so every server instance counts them.
  await db.schema
    .createTable('login_failure')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('login_failure_key_idx')
    .on('login_failure')
    .columns(['key', 'failed_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'login_failure',
    'email_outbox',
    'password_reset_token',
    'revoked_token',
    'empresa_bi',
    'usuario_empresa',
    'usuario',
    'empresa',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
