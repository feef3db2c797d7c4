// Two registers declared only for the tests, on tables of their own: a register of rows owned by
// the signed-in user within the token's company (tenancy 'company-user'), with a 'json' field and
// every engine route (activation, bulk actions, export), and a company register pointing at it
// through a 'reference' field. Mounted on a test app with a catalog that knows them, they prove
// the tenancy on every use of a scope: list and its total, get, update, delete, (de)activation,
// bulk actions, export, reference labels, reference checks and the options of a reference field.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  defineResource,
  fieldsReferencing,
  optionalReferenceInput,
  referenceColumn,
  resourceNamed,
} from '../../src/domain/resources';
import { registerResource } from '../../server/resources/register-resource';
import { registerReferenceOptions } from '../../server/resources/references/options-route';
import type { ResourceCatalog } from '../../server/resources/references/resource-catalog';
import { registerExportRoute } from '../../server/resources/spreadsheet/sheet-routes';

export const OWNED = '/api/probe/ownedProbe';
export const POINTERS = '/api/probe/ownedPointer';

/** A JSON value of its own shape: a list of tags, which the driver alone would send as an array. */
const dados = z.array(z.string().min(1)).max(10);

// Loose on purpose: an owner or company a body carries reaches the engine, which must ignore it.
const ownedInput = z.looseObject({ nome: z.string().trim().min(1).max(100), dados });

export const ownedResource = defineResource({
  name: 'ownedProbe',
  service: 'tracking',
  table: 'owned_probe',
  schema: z.object({
    id: z.number().int(),
    nome: z.string(),
    dados,
    ativo: z.boolean(),
    empresaId: z.number().int(),
    usuarioId: z.number().int(),
  }),
  input: ownedInput,
  columns: ['nome', 'dados', 'ativo'],
  fields: [
    { name: 'nome', kind: 'text', required: true },
    { name: 'dados', kind: 'json', required: true },
  ],
  searchable: ['nome'],
  sortable: ['id', 'nome'],
  defaultSort: 'id',
  permission: 'tracking',
  tenancy: 'company-user',
  activatable: true,
  versioned: true,
  bulkActions: ['deactivate', 'delete'],
  mounts: { tracking: {} },
});

const pointerInput = z.object({ nome: z.string().trim().min(1).max(100), ownedId: optionalReferenceInput() });

export const pointerResource = defineResource({
  name: 'ownedPointer',
  service: 'tracking',
  table: 'owned_probe_pointer',
  schema: z.object({ id: z.number().int(), nome: z.string(), ownedId: referenceColumn() }),
  input: pointerInput,
  columns: ['nome', 'ownedId'],
  fields: [
    { name: 'nome', kind: 'text', required: true },
    { name: 'ownedId', kind: 'reference', references: { resource: 'ownedProbe', label: 'nome' } },
  ],
  searchable: ['nome', 'ownedId'],
  sortable: ['nome', 'ownedId'],
  defaultSort: 'nome',
  permission: 'tracking',
  tenancy: 'company',
  activatable: false,
  mounts: { tracking: {} },
});

const PROBES = [ownedResource, pointerResource];
const catalog: ResourceCatalog = (name) => PROBES.find((def) => def.name === name) ?? resourceNamed(name);

/** Creates the probes' tables and mounts their routes at /api/probe; call before the app is ready. */
export async function mountOwnedProbes(app: FastifyInstance): Promise<void> {
  await sql`
    create table owned_probe (
      id serial primary key,
      empresa_id integer not null references empresa (id),
      usuario_id integer not null references usuario (id),
      nome text not null,
      dados jsonb not null,
      ativo boolean not null default true,
      version integer not null default 1
    )`.execute(app.db);
  await sql`
    create table owned_probe_pointer (
      id serial primary key,
      empresa_id integer not null references empresa (id),
      nome text not null,
      owned_id integer references owned_probe (id)
    )`.execute(app.db);
  await app.register(
    async (instance) => {
      registerResource(instance, { def: ownedResource, hooks: {} } as never, app.listTotals, catalog);
      registerResource(instance, { def: pointerResource, hooks: {} } as never, app.listTotals, catalog);
      registerExportRoute(instance, ownedResource);
      registerReferenceOptions(instance, ownedResource, fieldsReferencing(PROBES, ownedResource.name));
    },
    { prefix: '/api/probe' },
  );
}
