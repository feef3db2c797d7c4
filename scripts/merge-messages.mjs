// Merges translations into a catalog without losing keys written by others:
//   node scripts/merge-messages.mjs partial.json [module]
// where partial.json is { "pt": {...}, "en": {...}, "ar": {...} }; with a module (tracking,
// checklist...) the texts go to lang/<module>/, without one to the platform's lang/.
// Keys are flat ids ("resource.empresa.field.nome"). Files are rewritten sorted.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';

const partial = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const folder = process.argv[3] ? `lang/${process.argv[3]}` : 'lang';
for (const locale of ['pt', 'en', 'ar']) {
  const file = `${folder}/${locale}.json`;
  const current = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const merged = { ...current, ...(partial[locale] ?? {}) };
  const sorted = Object.fromEntries(
    Object.keys(merged)
      .sort()
      .map((k) => [k, merged[k]]),
  );
  writeFileSync(file, JSON.stringify(sorted, null, 2) + '\n');
}
