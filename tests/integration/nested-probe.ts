// Two registers declared only for the tests: a parent (a cargo, say) and a child register nested
// in it (its expenses), listed and created under one parent record. Mounted on a test app with a
// catalog that knows them, they prove the engine's nested resources before any product register
// uses them.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { defineResource, resourceNamed } from '../../src/domain/resources';
import { registerResource } from '../../server/resources/register-resource';
import type { ResourceCatalog } from '../../server/resources/references/resource-catalog';

export const PARENTS = '/api/probe/nestParent';
export const CHILDREN = '/api/probe/nestChild';

const parentInput = z.object({ nome: z.string().trim().min(1).max(100) });

export const parentResource = defineResource({
  name: 'nestParent',
  service: 'tracking',
  table: 'nest_probe_parent',
  schema: parentInput.extend({ id: z.number().int() }),
  input: parentInput,
  columns: ['nome'],
  fields: [{ name: 'nome', kind: 'text', required: true }],
  searchable: ['nome'],
  sortable: ['nome'],
  defaultSort: 'nome',
  permission: 'tracking',
  tenancy: 'company',
  activatable: false,
  mounts: { shippingCompany: { list: '/nestParent/list' } },
});

const childInput = z.object({ descricao: z.string().trim().min(1).max(100) });

export const childResource = defineResource({
  name: 'nestChild',
  service: 'tracking',
  table: 'nest_probe_child',
  schema: childInput.extend({ id: z.number().int(), cargaId: z.number().int() }),
  input: childInput,
  columns: ['descricao'],
  fields: [{ name: 'descricao', kind: 'text', required: true }],
  searchable: ['descricao'],
  sortable: ['descricao'],
  defaultSort: 'descricao',
  permission: 'tracking',
  tenancy: 'company',
  activatable: false,
  nestedIn: { resource: 'nestParent', foreignKey: 'cargaId' },
  mounts: {
    shippingCompany: {
      list: '/nestChild/list/:parentId',
      create: '/nestChild/create/:parentId',
      edit: '/nestChild/edit/:id',
    },
  },
});

const PROBES = [parentResource, childResource];
const catalog: ResourceCatalog = (name) => PROBES.find((def) => def.name === name) ?? resourceNamed(name);

/** Creates the probes' tables and mounts their routes at /api/probe; call before the app is ready. */
export async function mountNestedProbes(app: FastifyInstance): Promise<void> {
  await sql`
    create table nest_probe_parent (
      id serial primary key,
      empresa_id integer not null references empresa (id),
      nome text not null
    )`.execute(app.db);
  await sql`
    create table nest_probe_child (
      id serial primary key,
      empresa_id integer not null references empresa (id),
      carga_id integer not null references nest_probe_parent (id),
      descricao text not null
    )`.execute(app.db);
  await app.register(
    async (instance) => {
      for (const def of PROBES) {
        registerResource(instance, { def, hooks: {} } as never, app.listTotals, catalog);
      }
    },
    { prefix: '/api/probe' },
  );
}
