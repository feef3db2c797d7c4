// Merges translations into lang/{pt,en,ar}.json without losing keys written by others:
//   node scripts/merge-messages.mjs partial.json   where partial.json is { "pt": {...}, "en": {...}, "ar": {...} }
// Keys are flat ids ("resource.empresa.field.nome"). Files are rewritten sorted.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';

const partial = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const locale of ['pt', 'en', 'ar']) {
  const file = `lang/${locale}.json`;
  const current = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const merged = { ...current, ...(partial[locale] ?? {}) };
  const sorted = Object.fromEntries(
    Object.keys(merged)
      .sort()
      .map((k) => [k, merged[k]]),
  );
  writeFileSync(file, JSON.stringify(sorted, null, 2) + '\n');
}
