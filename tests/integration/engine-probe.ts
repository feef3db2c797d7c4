// A register declared only for the tests, on a table of its own, mounted on a test app beside
// the product's registers: it proves what the engine does with declaration options no product
// register uses yet (a record-level canAccess, and rows only some may read).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { defineResource, type ReferenceField } from '../../src/domain/resources';
import { registerResource } from '../../server/resources/register-resource';
import { registerReferenceOptions } from '../../server/resources/references/options-route';
import { registerExportRoute } from '../../server/resources/spreadsheet/sheet-routes';

export const PROBE = '/api/probe/engineProbe';

const probeInput = z.object({
  nome: z.string().trim().min(1).max(100),
  restrito: z.boolean().default(false),
  bloqueado: z.boolean().default(false),
});

export const probeResource = defineResource({
  name: 'engineProbe',
  service: 'tracking',
  table: 'engine_probe',
  schema: probeInput.extend({ id: z.number().int(), ativo: z.boolean() }),
  input: probeInput,
  columns: ['id', 'nome'],
  fields: [{ name: 'nome', kind: 'text', required: true }],
  searchable: ['nome'],
  sortable: ['id', 'nome'],
  defaultSort: 'id',
  permission: 'tracking',
  tenancy: 'company',
  activatable: true,
  versioned: true,
  audited: true,
  mounts: {
    tracking: { list: '/engineProbe/list', create: '/engineProbe/create', edit: '/engineProbe/edit/:id' },
  },
  // A restricted row exists only for administrators: others neither read it (readableRows, which
  // lists, totals and exports apply too) nor create one; a blocked one can be read but not changed.
  readableRows: (principal) => (principal.flags.administrator ? undefined : { restrito: false }),
  canAccess: (principal, action, record) => {
    if (action === 'create') return record?.restrito !== true || principal.flags.administrator;
    if (['update', 'delete', 'activate'].includes(action)) return record?.bloqueado !== true;
    return true;
  },
});

const SELF_REFERENCE: ReferenceField = {
  name: 'probeId',
  kind: 'reference',
  references: { resource: 'engineProbe', label: 'nome' },
};

/**
 * Creates the probe's table and mounts its routes (with its export and options) at /api/probe;
 * call before the app is ready.
 */
export async function mountProbe(app: FastifyInstance): Promise<void> {
  await sql`
    create table engine_probe (
      id serial primary key,
      empresa_id integer not null references empresa (id),
      nome text not null,
      restrito boolean not null default false,
      bloqueado boolean not null default false,
      ativo boolean not null default true,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      created_by integer references usuario (id),
      updated_at timestamptz,
      updated_by integer references usuario (id)
    )`.execute(app.db);
  await app.register(
    async (instance) => {
      registerResource(instance, { def: probeResource, hooks: {} } as never, app.listTotals);
      registerExportRoute(instance, probeResource);
      // Its options, as if a form of its own pointed at it by name.
      registerReferenceOptions(instance, probeResource, [{ def: probeResource, field: SELF_REFERENCE }]);
    },
    { prefix: '/api/probe' },
  );
}
