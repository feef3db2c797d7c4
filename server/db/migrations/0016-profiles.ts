// Profiles: a named set of the section 6 flags per company (perfil), and the users in each
// (usuario_perfil). The flags are one boolean column each, as on usuario: the same zod fields,
// the same form section and the same grant rule serve both registers, a flag is a typed column
// the session query reads by name, and a flag the code does not know cannot be stored. Adding a
// flag is one migration for both tables (a jsonb of names would spare that, but it would need
// its own check of the names in the database and a second shape of the flags in the engine).
//
// A user is in profiles of the companies they belong to only (their own, or one granted through
// usuario_empresa): a trigger refuses any other membership however it is written, and a grant
// taken away takes the memberships of that company with it.
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  let perfil = db.schema
    .createTable('perfil')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('ativo', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz')
    .addColumn('updated_by', 'integer', (c) => c.references('usuario.id').onDelete('set null'));
  for (const column of PERMISSION_COLUMNS) {
    perfil = perfil.addColumn(column, 'boolean', (c) => c.notNull().defaultTo(false));
  }
  await perfil.execute();
  // One name per company, whatever its case: two "Operador" profiles could not be told apart.
  await sql`create unique index perfil_empresa_nome_idx on perfil (empresa_id, lower(nome))`.execute(db);

  await db.schema
    .createTable('usuario_perfil')
    .addColumn('usuario_id', 'integer', (c) => c.notNull().references('usuario.id').onDelete('cascade'))
    .addColumn('perfil_id', 'integer', (c) => c.notNull().references('perfil.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('usuario_perfil_pk', ['usuario_id', 'perfil_id'])
    .execute();
  // The primary key serves a user's profiles (every session check); this serves a profile's users.
  await db.schema
    .createIndex('usuario_perfil_perfil_id_idx')
    .on('usuario_perfil')
    .column('perfil_id')
    .execute();

  // A membership names a profile of a company the user belongs to; anything else is refused as
  // a foreign key would be (23503, answered 409).
  await sql`
    create function usuario_perfil_company_check() returns trigger language plpgsql as $$
    begin
      if not exists (
        select 1
          from perfil p
          join usuario u on u.id = new.usuario_id
         where p.id = new.perfil_id
           and (p.empresa_id = u.empresa_id
                or exists (select 1 from usuario_empresa ue
                            where ue.usuario_id = u.id and ue.empresa_id = p.empresa_id))
      ) then
        raise exception 'usuario % não pertence à empresa do perfil %', new.usuario_id, new.perfil_id
          using errcode = '23503';
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger usuario_perfil_company_check before insert or update on usuario_perfil
    for each row execute function usuario_perfil_company_check()`.execute(db);

  // A company grant taken away takes the user out of that company's profiles.
  await sql`
    create function usuario_empresa_revoked() returns trigger language plpgsql as $$
    begin
      delete from usuario_perfil up
       using perfil p, usuario u
       where up.usuario_id = old.usuario_id
         and p.id = up.perfil_id
         and p.empresa_id = old.empresa_id
         and u.id = old.usuario_id
         and u.empresa_id <> old.empresa_id;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger usuario_empresa_revoked after delete on usuario_empresa
    for each row execute function usuario_empresa_revoked()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists usuario_empresa_revoked on usuario_empresa`.execute(db);
  await sql`drop function if exists usuario_empresa_revoked()`.execute(db);
  await db.schema.dropTable('usuario_perfil').ifExists().execute();
  await sql`drop function if exists usuario_perfil_company_check()`.execute(db);
  await db.schema.dropTable('perfil').ifExists().execute();
}
