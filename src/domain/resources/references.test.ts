import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineResource, isWritable, type ReadableResource } from './define-resource';
import { READ_ONLY_RESOURCES, RESOURCES, resourceNamed } from './index';
import {
  computedKeysOf,
  fieldsReferencing,
  manyReferenceFieldsOf,
  optionalReferenceInput,
  referenceColumn,
  referenceFieldsOf,
  referenceInput,
  referenceOptionsQuery,
  referencesInput,
  shownValueOf,
} from './references';
import { rowSchemaOf } from './register-history';

const owner = defineResource({
  name: 'owner',
  service: 'tracking',
  table: 'owner',
  schema: z.object({ id: z.number().int(), nome: z.string(), tagId: referenceColumn() }),
  input: z.object({
    nome: z.string(),
    mainTagId: referenceInput('Escolha a etiqueta principal'),
    tagId: optionalReferenceInput(),
    tags: referencesInput(),
  }),
  columns: ['nome', 'tagId', 'tags'],
  fields: [
    { name: 'nome', kind: 'text' },
    { name: 'tagId', kind: 'reference', references: { resource: 'tag', label: 'nome' } },
    {
      name: 'tags',
      kind: 'references',
      references: { resource: 'tag', label: 'nome' },
      through: { table: 'owner_tag', ownKey: 'owner_id', otherKey: 'tag_id' },
    },
  ],
  searchable: ['nome'],
  sortable: ['nome'],
  defaultSort: 'nome',
  permission: 'tracking',
  tenancy: 'company',
  activatable: false,
  mounts: { tracking: { list: '/o/list', create: '/o/create', edit: '/o/edit/:id' } },
});

describe('reference fields', () => {
  it('add the labels, and the ids of a references field, to the row', () => {
    expect([...computedKeysOf(owner)].sort()).toEqual(['tagIdLabel', 'tags', 'tagsLabels']);
    expect(rowSchemaOf(owner).parse({ id: 1, nome: 'a', tagId: null, tagIdLabel: null })).toEqual({
      id: 1,
      nome: 'a',
      tagId: null,
      tagIdLabel: null,
      tags: [],
      tagsLabels: [],
    });
  });

  it('are told apart by kind, a references field only with its link table', () => {
    expect(referenceFieldsOf(owner).map((f) => f.name)).toEqual(['tagId']);
    expect(manyReferenceFieldsOf(owner).map((f) => f.name)).toEqual(['tags']);
    expect(fieldsReferencing([owner], 'tag').map(({ field }) => field.name)).toEqual(['tagId', 'tags']);
    expect(fieldsReferencing([owner], 'other')).toEqual([]);
  });

  it('take an id, refuse none where one is required, and keep each chosen id once', () => {
    const input = owner.input;
    expect(input.safeParse({ nome: 'a' }).error?.issues[0]?.message).toBe('Escolha a etiqueta principal');
    expect(input.parse({ nome: 'a', mainTagId: 3, tags: [4, 2, 4] })).toEqual({
      nome: 'a',
      mainTagId: 3,
      tagId: null,
      tags: [4, 2],
    });
    expect(input.safeParse({ nome: 'a', mainTagId: 0 }).success).toBe(false);
    expect(input.safeParse({ nome: 'a', mainTagId: 1.5 }).success).toBe(false);
    expect(input.safeParse({ nome: 'a', mainTagId: 1, tags: ['1'] }).success).toBe(false);
  });

  it('read the ids of an options lookup as a list, each once', () => {
    expect(referenceOptionsQuery.parse({ ids: '3,1,3' })).toEqual({ ids: [3, 1], page: 1 });
    expect(referenceOptionsQuery.parse({ ids: '' })).toEqual({ ids: [], page: 1 });
    for (const ids of ['1,x', '0', '1.5', '99999999999']) {
      expect(referenceOptionsQuery.safeParse({ ids }).success, ids).toBe(false);
    }
    expect(referenceOptionsQuery.safeParse({ label: 'nome; drop' }).success).toBe(false);
  });

  it('show their labels in a list cell', () => {
    const row = { nome: 'a', tagId: 3, tagIdLabel: 'Azul', tags: [1, 2], tagsLabels: ['Azul', 'Verde'] };
    expect(shownValueOf(owner, 'tagId', row)).toBe('Azul');
    expect(shownValueOf(owner, 'tags', row)).toBe('Azul, Verde');
    expect(shownValueOf(owner, 'nome', row)).toBe('a');
    expect(shownValueOf(owner, 'tagId', { tagId: 3 })).toBeNull();
  });
});

describe('the declared reference fields', () => {
  const all: readonly ReadableResource[] = [...RESOURCES, ...READ_ONLY_RESOURCES];
  const fields = all.flatMap((def) =>
    [...referenceFieldsOf(def), ...manyReferenceFieldsOf(def)].map((field) => ({ def, field })),
  );

  it('point at declared registers, named by one of their text columns', () => {
    for (const { def, field } of fields) {
      const target = resourceNamed(field.references.resource);
      expect(target, `${def.name}.${field.name}`).toBeDefined();
      expect(Object.keys(target!.schema.shape), `${def.name}.${field.name}`).toContain(
        field.references.label,
      );
    }
  });

  it('keep a reference in a column of the row and references only in the input', () => {
    for (const { def, field } of fields) {
      if (!isWritable(def)) continue;
      expect(Object.keys(def.input.shape), `${def.name}.${field.name}`).toContain(field.name);
      const inSchema = Object.keys(def.schema.shape).includes(field.name);
      expect(inSchema, `${def.name}.${field.name}`).toBe(field.kind === 'reference');
    }
  });
});
