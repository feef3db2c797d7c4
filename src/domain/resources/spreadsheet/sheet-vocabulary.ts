// The words a sheet of one register may use, in every language the product speaks: a column is
// named by its field or by the field's title in Portuguese, English or Arabic (the template and
// the export write the user's language; a colleague may open it in another); a select by its value
// or its option's label; a yes/no by the catalogs' Sim/Não, Yes/No, نعم/لا or true/false, 1/0.
// Names are compared folded: without case, accents, spaces or punctuation ('E-mail' is 'email').
import type { ResourceDefinition } from '../define-resource';
import { importFieldsOf } from './sheet-import';

/** One language's texts by message id (a catalog of lang/). */
export type Catalog = Readonly<Record<string, string>>;

export const foldName = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

const YES = ['sim', 's', 'yes', 'y', 'true', 'verdadeiro', 'x', '1'];
const NO = ['nao', 'n', 'no', 'false', 'falso', '0'];

export interface SheetVocabulary {
  /** Folded column name → field; a title two fields share names neither. */
  columns: ReadonlyMap<string, string>;
  /** Folded words of a yes and of a no. */
  yes: ReadonlySet<string>;
  no: ReadonlySet<string>;
  /** Per select field: folded value or label → the option's value. */
  options: ReadonlyMap<string, ReadonlyMap<string, string | number>>;
}

const texts = (catalogs: readonly Catalog[], id: string): string[] =>
  catalogs.map((catalog) => catalog[id]).filter((text): text is string => Boolean(text?.trim()));

/** Folded name → field, names taken by two fields left out (their field names still work). */
function columnNames(def: ResourceDefinition, catalogs: readonly Catalog[]): Map<string, string> {
  const byTitle = new Map<string, Set<string>>();
  for (const field of importFieldsOf(def)) {
    for (const title of texts(catalogs, `resource.${def.name}.field.${field.name}`)) {
      // 'CNPJ do transportador (vazio: todos)' is also typed without its remark.
      for (const name of [title, title.replace(/\s*\([^)]*\)\s*/g, ' ')]) {
        const folded = foldName(name);
        byTitle.set(folded, (byTitle.get(folded) ?? new Set()).add(field.name));
      }
    }
  }
  const columns = new Map<string, string>();
  for (const [folded, fields] of byTitle) {
    const [only] = fields;
    if (fields.size === 1 && only !== undefined && folded !== '') columns.set(folded, only);
  }
  // A field's own name wins over anyone's title.
  for (const field of importFieldsOf(def)) columns.set(foldName(field.name), field.name);
  return columns;
}

export function sheetVocabulary(def: ResourceDefinition, catalogs: readonly Catalog[]): SheetVocabulary {
  const options = new Map<string, Map<string, string | number>>();
  for (const field of importFieldsOf(def)) {
    if (!field.options) continue;
    const words = new Map<string, string | number>();
    for (const option of field.options) {
      for (const label of texts(catalogs, `resource.${def.name}.option.${field.name}.${option}`)) {
        words.set(foldName(label), option);
      }
    }
    // The value itself wins over a label that happens to read like another option's value.
    for (const option of field.options) words.set(foldName(String(option)), option);
    options.set(field.name, words);
  }
  return {
    columns: columnNames(def, catalogs),
    // What an export writes for a yes/no (Sim/Não, Ativo/Inativo) reads back as one.
    yes: new Set(
      [...YES, ...texts(catalogs, 'resources.yes'), ...texts(catalogs, 'resources.active')].map(foldName),
    ),
    no: new Set(
      [...NO, ...texts(catalogs, 'resources.no'), ...texts(catalogs, 'resources.inactive')].map(foldName),
    ),
    options,
  };
}
