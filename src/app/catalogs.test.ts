// The catalogs: the platform's (lang/<language>.json) and one per module
// (lang/<module>/<language>.json), loaded with the module's layout. Every language holds the same
// ids as Portuguese, no id is in two catalogs, and every id written in the code is in a catalog
// its screen can see: platform code the platform's, a module's code the platform's and its own.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const LANG = join(ROOT, 'lang');
const LANGUAGES = ['pt', 'en', 'ar'] as const;

const read = (file: string) => JSON.parse(readFileSync(join(LANG, file), 'utf8')) as Record<string, string>;
const moduleFolders = readdirSync(LANG, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const CATALOGS: Record<string, Record<string, string>> = {
  platform: read('pt.json'),
  ...Object.fromEntries(moduleFolders.map((m) => [m, read(`${m}/pt.json`)])),
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

// Literal ids as the code writes them: id: 'x.y', labelId: 'x.y', messageId="x.y", id="x.y".
const LITERAL_ID =
  /\b(?:id|[a-z]+Id)\s*[:=]\s*\{?\s*'([a-zA-Z][\w-]*(?:\.[\w-]+)+)'|\b(?:id|[a-z]+Id)="([a-zA-Z][\w-]*(?:\.[\w-]+)+)"/g;

describe('catalogs', () => {
  it('are one platform catalog and one per module folder of src/features', () => {
    const featureFolders = readdirSync(join(ROOT, 'src', 'features'));
    expect(moduleFolders.filter((m) => !featureFolders.includes(m))).toEqual([]);
    expect(moduleFolders).toContain('tracking');
  });

  for (const [name, pt] of Object.entries(CATALOGS)) {
    it(`${name}: en and ar hold exactly the ids of pt`, () => {
      const file = (lang: string) => (name === 'platform' ? `${lang}.json` : `${name}/${lang}.json`);
      for (const lang of LANGUAGES.slice(1)) {
        const other = read(file(lang));
        expect(Object.keys(other).sort(), `${name} ${lang}`).toEqual(Object.keys(pt).sort());
        expect(
          Object.keys(other).filter((id) => !other[id]?.trim()),
          `${name} ${lang}`,
        ).toEqual([]);
      }
    });
  }

  it('hold each id once', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [name, catalog] of Object.entries(CATALOGS)) {
      for (const id of Object.keys(catalog)) {
        if (seen.has(id)) twice.push(`${id} in ${seen.get(id)} and ${name}`);
        seen.set(id, name);
      }
    }
    expect(twice).toEqual([]);
  });

  it('hold every id the code writes, where its screen sees it', () => {
    const src = join(ROOT, 'src');
    const misplaced: string[] = [];
    let checked = 0;
    for (const file of sourceFiles(src)) {
      const path = relative(src, file);
      const feature = /^features\/([^/]+)\//.exec(path)?.[1];
      const visible = { ...CATALOGS.platform, ...(feature && CATALOGS[feature]) };
      for (const match of readFileSync(file, 'utf8').matchAll(LITERAL_ID)) {
        const id = match[1] ?? match[2]!;
        checked += 1;
        if (!(id in visible)) misplaced.push(`${path}: ${id}`);
      }
    }
    // The scan finds the ids the screens write (several hundred), not a pattern that matches none.
    expect(checked).toBeGreaterThan(300);
    expect(misplaced).toEqual([]);
  });
});
