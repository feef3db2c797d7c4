import { describe, expect, it } from 'vitest';
import { entregaResource } from '../tracking/resources/entrega';
import { empresaBiResource } from './empresa-bi';
import { rowSchemaOf, versionFromHeader, versionHeaderValue } from './register-history';

describe('register history', () => {
  it('reads the version an If-Match header names', () => {
    expect(versionFromHeader(versionHeaderValue(3))).toBe(3);
    expect(versionFromHeader('12')).toBe(12);
    expect(versionFromHeader(undefined)).toBeUndefined();
    expect(versionFromHeader('W/"3"')).toBeUndefined();
    expect(versionFromHeader('"abc"')).toBeUndefined();
  });

  it("adds the engine's columns to a versioned, audited register's row only", () => {
    const columns = Object.keys(rowSchemaOf(empresaBiResource).shape);
    expect(columns).toEqual(
      expect.arrayContaining(['version', 'createdAt', 'createdBy', 'updatedAt', 'updatedBy']),
    );
    expect(Object.keys(rowSchemaOf(entregaResource).shape)).toEqual(
      Object.keys(entregaResource.schema.shape),
    );
  });

  it('answers instants as ISO text and a missing author as null', () => {
    const row = rowSchemaOf(empresaBiResource).parse({
      id: 1,
      empresaId: 2,
      nome: 'Painel',
      url: 'https://bi.example.com',
      ordem: 0,
      ativo: true,
      version: 4,
      createdAt: new Date('2026-01-02T03:04:05Z'),
    });
    expect(row).toMatchObject({ createdAt: '2026-01-02T03:04:05.000Z', createdBy: null, updatedAt: null });
  });
});
