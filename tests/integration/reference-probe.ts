// Two registers declared only for the tests, on tables of their own: a tag register and an owner
// register pointing at it, once through a 'reference' column and many times through a link
// table. Mounted on a test app with a catalog that knows them, as the product's registry knows
// its own, they prove the engine's reference kinds before any product register needs all of them.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  defineResource,
  fieldsReferencing,
  optionalReferenceInput,
  referenceColumn,
  referencesInput,
  resourceNamed,
} from '../../src/domain/resources';
import { conflict } from '../../server/errors';
import { registerResource } from '../../server/resources/register-resource';
import { registerReferenceOptions } from '../../server/resources/references/options-route';
import type { ResourceCatalog } from '../../server/resources/references/resource-catalog';

export const TAGS = '/api/probe/refTag';
export const OWNERS = '/api/probe/refOwner';
/** An owner by this name fails after its writes: its transaction must leave nothing behind. */
export const FAILING_NAME = 'falha depois de gravar';

const tagInput = z.object({ nome: z.string().trim().min(1).max(100) });

export const tagResource = defineResource({
  name: 'refTag',
  service: 'tracking',
  table: 'ref_probe_tag',
  schema: tagInput.extend({ id: z.number().int(), ativo: z.boolean() }),
  input: tagInput,
  columns: ['nome', 'ativo'],
  fields: [{ name: 'nome', kind: 'text', required: true }],
  searchable: ['nome'],
  sortable: ['nome'],
  defaultSort: 'nome',
  // Managed by administrators only; others reach its options only through the owner's form.
  permission: 'editDeadlineRules',
  tenancy: 'company',
  activatable: true,
  mounts: { tracking: { list: '/refTag/list', create: '/refTag/create', edit: '/refTag/edit/:id' } },
});

const ownerInput = z.object({
  nome: z.string().trim().min(1).max(100),
  tagId: optionalReferenceInput(),
  tags: referencesInput(),
});

export const ownerResource = defineResource({
  name: 'refOwner',
  service: 'tracking',
  table: 'ref_probe_owner',
  schema: z.object({
    id: z.number().int(),
    nome: z.string(),
    tagId: referenceColumn(),
  }),
  input: ownerInput,
  columns: ['nome', 'tagId', 'tags'],
  fields: [
    { name: 'nome', kind: 'text', required: true },
    { name: 'tagId', kind: 'reference', references: { resource: 'refTag', label: 'nome' } },
    {
      name: 'tags',
      kind: 'references',
      references: { resource: 'refTag', label: 'nome' },
      through: { table: 'ref_probe_owner_tag', ownKey: 'owner_id', otherKey: 'tag_id' },
    },
  ],
  searchable: ['nome', 'tagId', 'tags'],
  sortable: ['nome', 'tagId'],
  defaultSort: 'nome',
  permission: 'tracking',
  tenancy: 'company',
  activatable: false,
  versioned: true,
  mounts: { tracking: { list: '/refOwner/list', create: '/refOwner/create', edit: '/refOwner/edit/:id' } },
});

const PROBES = [tagResource, ownerResource];
const catalog: ResourceCatalog = (name) => PROBES.find((def) => def.name === name) ?? resourceNamed(name);

/** Creates the probes' tables and mounts their routes at /api/probe; call before the app is ready. */
export async function mountReferenceProbes(app: FastifyInstance): Promise<void> {
  await sql`
    create table ref_probe_tag (
      id serial primary key,
      empresa_id integer not null references empresa (id),
      nome text not null,
      ativo boolean not null default true
    )`.execute(app.db);
  await sql`
    create table ref_probe_owner (
      id serial primary key,
      empresa_id integer not null references empresa (id),
      nome text not null,
      tag_id integer references ref_probe_tag (id),
      version integer not null default 1
    )`.execute(app.db);
  await sql`
    create table ref_probe_owner_tag (
      owner_id integer not null references ref_probe_owner (id),
      tag_id integer not null references ref_probe_tag (id),
      primary key (owner_id, tag_id)
    )`.execute(app.db);
  const failAfterWrite = {
    afterWrite: async (_ctx: unknown, write: { after: Record<string, unknown> | null }) => {
      if (write.after?.nome === FAILING_NAME) throw conflict('Falha depois de gravar');
    },
  };
  await app.register(
    async (instance) => {
      registerResource(instance, { def: tagResource, hooks: {} } as never, app.listTotals, catalog);
      registerResource(
        instance,
        { def: ownerResource, hooks: failAfterWrite } as never,
        app.listTotals,
        catalog,
      );
      registerReferenceOptions(instance, tagResource, fieldsReferencing(PROBES, tagResource.name));
    },
    { prefix: '/api/probe' },
  );
}
