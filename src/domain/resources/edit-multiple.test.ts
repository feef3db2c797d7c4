import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RESOURCES } from '.';
import { defineResource, isWritable } from './define-resource';
import {
  EDIT_MULTIPLE_NOTHING_TO_CHANGE,
  editMultipleBodyOf,
  editMultipleProblem,
  editMultipleValuesOf,
} from './edit-multiple';

const input = z.object({
  nome: z.string().min(1),
  tipo: z.enum(['x', 'y']).default('x'),
  dono: z.number().int(),
  nota: z.coerce.number().int().min(0).max(10),
});

const register = (fields: readonly string[], activatable = true) =>
  defineResource({
    name: 'probe',
    service: 'tracking',
    table: 'probe',
    schema: input.extend({ id: z.number().int() }),
    input,
    columns: ['nome'],
    fields: [
      { name: 'nome', kind: 'text' },
      { name: 'tipo', kind: 'select', options: ['x', 'y'] },
      { name: 'dono', kind: 'reference', references: { resource: 'usuario', label: 'nome' } },
      { name: 'nota', kind: 'integer' },
    ],
    searchable: ['nome'],
    sortable: ['nome'],
    defaultSort: 'nome',
    filters: [{ name: 'tipo', kind: 'select', options: ['x', 'y'], column: 'tipo', op: 'eq' }],
    permission: 'tracking',
    tenancy: 'company',
    activatable,
    editMultiple: { fields },
    mounts: {},
  });

describe('editMultipleValuesOf', () => {
  const values = editMultipleValuesOf(register(['tipo', 'nota', 'ativo']));

  it('takes some of the declared fields, through their own schemas, without their defaults', () => {
    expect(values.parse({ nota: '3' })).toEqual({ nota: 3 });
    expect(values.parse({ tipo: 'y', ativo: false })).toEqual({ tipo: 'y', ativo: false });
    expect(values.safeParse({ nota: 11 }).success).toBe(false);
    expect(values.safeParse({ tipo: 'z' }).success).toBe(false);
  });

  it('refuses a field it does not offer and a body that sets nothing', () => {
    expect(values.safeParse({ nome: 'Todos', nota: 1 }).success).toBe(false);
    const nothing = values.safeParse({});
    expect(nothing.error?.issues.map((issue) => issue.message)).toEqual([EDIT_MULTIPLE_NOTHING_TO_CHANGE]);
  });

  it('takes the list filters and search as the selection', () => {
    const body = editMultipleBodyOf(register(['nota']));
    expect(body.parse({ filtros: { tipo: 'x', search: 'an' }, valores: { nota: 1 } })).toEqual({
      filtros: { tipo: 'x', search: 'an' },
      valores: { nota: 1 },
    });
    expect(body.parse({ valores: { nota: 1 } }).filtros).toEqual({});
    expect(body.safeParse({ filtros: { tipo: 'z' }, valores: { nota: 1 } }).success).toBe(false);
  });
});

describe('editMultipleProblem', () => {
  it('accepts plain fields and the state of an activatable register', () => {
    expect(editMultipleProblem(register(['nome', 'tipo', 'ativo']))).toBeUndefined();
  });

  it('names what the engine cannot set on many rows at once', () => {
    expect(editMultipleProblem(register([]))).toMatch(/no field/);
    expect(editMultipleProblem(register(['apelido']))).toMatch(/apelido is not a field/);
    expect(editMultipleProblem(register(['ativo'], false))).toMatch(/ativo is not a field/);
    expect(editMultipleProblem(register(['dono']))).toMatch(/dono \(reference\)/);
  });

  it('finds nothing wrong with any declared register', () => {
    for (const def of RESOURCES.filter(isWritable).filter((candidate) => candidate.editMultiple)) {
      expect(editMultipleProblem(def), def.name).toBeUndefined();
    }
  });
});
