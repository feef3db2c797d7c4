// Every text a declared resource shows exists in each language: its title, the labels of its
// columns, fields and filters, the options of its selects, its row links and the engine's own
// messages. A new declaration missing one fails here, not on a user's screen. A layout shows the
// platform catalog (lang/<language>.json) and its module's (lang/<module>/<language>.json), so a
// register's texts must be in those two for every layout that mounts it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { READ_ONLY_RESOURCES, RESOURCES } from './index';
import { isWritable, type ReadableResource } from './define-resource';
import { RESOURCE_MOUNTS, type MountLayout } from './resource-mounts';

const LANGUAGES = ['pt', 'en', 'ar'] as const;
const catalog = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../../lang/${file}.json`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;

/** The catalog folder of each layout's module. */
const MODULE_CATALOG: Record<MountLayout, string> = {
  tracking: 'tracking',
  workflow: 'workflow',
  checklist: 'checklist',
  shippingCompany: 'shipping-company',
  bi: 'bi',
};

/** The layouts showing a register: where it is mounted, or the tracking layout (read-only ones). */
const layoutsOf = (name: string): MountLayout[] => {
  const mounts = (RESOURCE_MOUNTS as Record<string, Partial<Record<MountLayout, unknown>>>)[name];
  return mounts ? (Object.keys(mounts) as MountLayout[]) : ['tracking'];
};

/** The engine's own messages, shown by every resource screen. */
const ENGINE_MESSAGES = [
  'engine.staleEdit.title',
  'engine.staleEdit.message',
  'engine.staleEdit.reload',
  'engine.bulk.region',
  'engine.bulk.select',
  'engine.bulk.selectRow',
  'engine.bulk.selected',
  'engine.bulk.clear',
  'engine.bulk.confirm.title',
  'engine.bulk.confirm.message',
  'engine.bulk.done',
  'engine.reference.unavailable',
  'engine.reference.inactive',
  'engine.reference.nothingFound',
  'engine.reference.placeholder',
  'engine.reference.more',
  'engine.reference.loadError',
];

const textsOf = (def: ReadableResource): string[] => {
  const ids = [
    `resource.${def.name}.title`,
    ...[...def.columns, ...(def.sheetColumns ?? [])].map((c) => `resource.${def.name}.field.${c}`),
  ];
  for (const filter of def.filters ?? []) {
    ids.push(`resource.${def.name}.filter.${filter.name}`);
    if (filter.kind === 'select' && filter.optionLabels) {
      for (const option of filter.options ?? []) ids.push(`${filter.optionLabels}.${option}`);
    }
  }
  if (!isWritable(def)) return ids;
  for (const field of def.fields) {
    ids.push(`resource.${def.name}.field.${field.name}`);
    for (const option of field.options ?? []) ids.push(`resource.${def.name}.option.${field.name}.${option}`);
  }
  for (const link of def.rowLinks ?? []) ids.push(link.labelId);
  for (const action of def.bulkActions ?? []) ids.push(`engine.bulk.action.${action}`);
  return ids;
};

describe('texts of the declared resources', () => {
  const resources: readonly ReadableResource[] = [...RESOURCES, ...READ_ONLY_RESOURCES];
  for (const lang of LANGUAGES) {
    it(`are all in ${lang}.json`, () => {
      const platform = catalog(lang);
      expect(ENGINE_MESSAGES.filter((id) => !platform[id]?.trim())).toEqual([]);
      const missing = resources.flatMap((def) =>
        layoutsOf(def.name).flatMap((layout) => {
          const messages = { ...platform, ...catalog(`${MODULE_CATALOG[layout]}/${lang}`) };
          return textsOf(def)
            .filter((id) => !messages[id]?.trim())
            .map((id) => `${layout}: ${id}`);
        }),
      );
      expect(missing).toEqual([]);
    });
  }
});
