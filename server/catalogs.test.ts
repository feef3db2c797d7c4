import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../src/domain/constants';
import { catalogText, CATALOGS } from './catalogs';

const LANG = join(import.meta.dirname, '..', 'lang');
const read = (file: string) => JSON.parse(readFileSync(join(LANG, file), 'utf8')) as Record<string, string>;
const modules = readdirSync(LANG, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the server catalogs', () => {
  it.each(LOCALES)('hold every text of every catalog in %s', (locale) => {
    const files = [`${locale}.json`, ...modules.map((module) => `${module}/${locale}.json`)];
    const missing = files.flatMap((file) =>
      Object.keys(read(file))
        .filter((id) => CATALOGS[locale][id] === undefined)
        .map((id) => `${file}: ${id}`),
    );
    expect(missing).toEqual([]);
  });

  it('formats a message with its values, and answers an unknown id as itself', () => {
    expect(catalogText('pt', 'engine.bulk.done', { count: 2 })).toBe('2 registros alterados');
    expect(catalogText('en', 'no.such.id')).toBe('no.such.id');
  });
});
