// The kanbans' limits per company (register `boardLimit`): for a board and one of its statuses, a
// WIP limit and a time-in-column limit in hours, each a whole number of at least 1, at least one of
// them; one row per company, board and status. The statuses are the machines' at the time of this
// migration, written out: a later status is added by a later migration.
import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const CARGO = [
  'aguardandoCarregamento',
  'emCarregamento',
  'emTransito',
  'emDescarga',
  'entregue',
  'naoAtendida',
  'cancelada',
];
const EXPENSE = ['lancada', 'emAnalise', 'aprovada', 'reprovada', 'paga'];
const list = (values: string[]) => sql.join(values.map((value) => sql.lit(value)));

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('board_limit')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresa.id').onDelete('cascade'))
    .addColumn('quadro', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('limite_wip', 'integer', (c) => c.check(sql`limite_wip >= 1`))
    .addColumn('limite_horas', 'integer', (c) => c.check(sql`limite_horas >= 1`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz')
    .addColumn('updated_by', 'integer', (c) => c.references('usuario.id').onDelete('set null'))
    .addCheckConstraint('board_limit_some_limit', sql`limite_wip is not null or limite_horas is not null`)
    .addCheckConstraint(
      'board_limit_status_of_board',
      sql`(quadro = 'cargo' and status in (${list(CARGO)})) or (quadro = 'cargoExpense' and status in (${list(EXPENSE)}))`,
    )
    .addUniqueConstraint('board_limit_company_board_status_uq', ['empresa_id', 'quadro', 'status'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('board_limit').ifExists().execute();
}
