import { describe, expect, it } from 'vitest';
import { empresaResource } from '../../src/domain/resources';
import { HttpError } from '../errors';
import { containsPattern, pageOffset, parseSort } from './list-query';

describe('parseSort', () => {
  it('sorts by the default field when none is asked for', () => {
    expect(parseSort(undefined, empresaResource)).toEqual({ field: 'nomeFantasia', direction: 'asc' });
    expect(parseSort('  ', empresaResource)).toEqual({ field: 'nomeFantasia', direction: 'asc' });
  });

  it('reads a leading minus as descending', () => {
    expect(parseSort('cnpj', empresaResource)).toEqual({ field: 'cnpj', direction: 'asc' });
    expect(parseSort('-id', empresaResource)).toEqual({ field: 'id', direction: 'desc' });
  });

  it('refuses a field that is not sortable with a 400', () => {
    for (const sort of ['logoUrl', '-mapsKey', 'password_hash', '--id', 'id; drop table empresa']) {
      const error = (() => {
        try {
          parseSort(sort, empresaResource);
        } catch (e) {
          return e;
        }
      })();
      expect(error, sort).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(400);
    }
  });
});

describe('containsPattern', () => {
  it('wraps the text in % and escapes the LIKE wildcards and the escape itself', () => {
    expect(containsPattern('rota')).toBe('%rota%');
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('c:\\dir')).toBe('%c:\\\\dir%');
  });
});

describe('pageOffset', () => {
  it('skips the rows of the previous pages', () => {
    expect(pageOffset(1, 10)).toBe(0);
    expect(pageOffset(3, 25)).toBe(50);
  });
});
