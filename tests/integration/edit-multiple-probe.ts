// A register declared only for the tests, with an edit of many rows at once (editMultiple) and an
// afterEditMultiple hook that records each edit in a table of its own, in the edit's transaction,
// and refuses a grade of 9: it proves the engine's editMultiple before any product register.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { defineResource } from '../../src/domain/resources';
import { conflict } from '../../server/errors';
import type { ResourceHooks } from '../../server/resources/hooks/resource-hooks';
import { registerResource } from '../../server/resources/register-resource';

export const EDIT_PROBE = '/api/probe/editProbe';
export const REFUSED_GRADE = 9;

const CATEGORIAS = ['a', 'b', 'c'] as const;

const probeInput = z.object({
  nome: z.string().trim().min(1).max(100),
  // A default a new row takes: an edit of other fields must not reset it.
  categoria: z.enum(CATEGORIAS).default('a'),
  nota: z.coerce.number().int().min(0).max(10),
  bloqueado: z.boolean().default(false),
});

export const editProbeResource = defineResource({
  name: 'editProbe',
  service: 'tracking',
  table: 'edit_probe',
  schema: probeInput.extend({ id: z.number().int(), ativo: z.boolean(), version: z.number().int() }),
  input: probeInput,
  columns: ['nome', 'categoria', 'nota'],
  fields: [
    { name: 'nome', kind: 'text', required: true },
    { name: 'categoria', kind: 'select', options: CATEGORIAS },
    { name: 'nota', kind: 'integer', required: true },
    { name: 'bloqueado', kind: 'boolean' },
  ],
  searchable: ['nome'],
  sortable: ['id', 'nome'],
  defaultSort: 'id',
  filters: [{ name: 'categoria', kind: 'select', options: CATEGORIAS, column: 'categoria', op: 'eq' }],
  permission: 'tracking',
  writePermission: 'editDeadlineRules',
  tenancy: 'company',
  activatable: true,
  versioned: true,
  audited: true,
  editMultiple: { fields: ['categoria', 'nota', 'ativo'] },
  mounts: { tracking: { list: '/editProbe/list' } },
  // A blocked row can be read but not changed (reads are decided without the record).
  canAccess: (_principal, action, record) =>
    action === 'read' || action === 'list' || record?.bloqueado !== true,
});

const hooks: ResourceHooks = {
  async afterEditMultiple(ctx, writes) {
    await ctx.db
      .insertInto('edit_probe_log')
      .values({
        ids: writes.map((write) => write.id).join(','),
        notas: JSON.stringify(writes.map((w) => [w.before?.nota, w.after?.nota])),
      })
      .execute();
    if (writes.some((write) => write.after?.nota === REFUSED_GRADE)) throw conflict('nota recusada');
  },
};

/** Creates the probe's tables and mounts its routes at /api/probe; call before the app is ready. */
export async function mountEditProbe(app: FastifyInstance): Promise<void> {
  await sql`
    create table edit_probe (
      id serial primary key,
      empresa_id integer not null references empresa (id),
      nome text not null,
      categoria text not null default 'a',
      nota integer not null,
      bloqueado boolean not null default false,
      ativo boolean not null default true,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      created_by integer references usuario (id),
      updated_at timestamptz,
      updated_by integer references usuario (id)
    )`.execute(app.db);
  await sql`create table edit_probe_log (id serial primary key, ids text not null, notas text not null)`.execute(
    app.db,
  );
  await app.register(
    async (instance) =>
      registerResource(instance, { def: editProbeResource, hooks } as never, app.listTotals),
    { prefix: '/api/probe' },
  );
}
