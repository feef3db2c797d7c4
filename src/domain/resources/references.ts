// Fields that point at rows of another declared register: 'reference' (one id, a column of the
// register's table) and 'references' (several ids, rows of a link table named by the field). The
// engine answers every row with the labels of what it points at (`<field>Label`, `<field>Labels`),
// so lists and forms never show a bare id, and offers each referenced register's rows as
// `{ id, label }` options, scoped like the register itself.
import { z } from 'zod';
import { INTEGER_LIMIT } from '../constants';
import { INVALID_ID_MESSAGE } from '../safe-input';
import type { FieldDef, ReadableResource, ResourceDefinition } from './define-resource';

/** The register a reference points at, and its column that names a row to people. */
export interface ReferenceTarget {
  /** The declared name of the register pointed at. */
  resource: string;
  /** Its column shown for a row (a name, a description), in camelCase like every field. */
  label: string;
}

/** The table of a 'references' field: one row per (record, chosen row). */
export interface LinkTable {
  table: string;
  /** Its column holding this register's id. */
  ownKey: string;
  /** Its column holding the chosen row's id. */
  otherKey: string;
}

export type ReferenceField = FieldDef & { kind: 'reference'; references: ReferenceTarget };
export type ManyReferenceField = FieldDef & {
  kind: 'references';
  references: ReferenceTarget;
  through: LinkTable;
};

export const isReferenceField = (field: FieldDef): field is ReferenceField =>
  field.kind === 'reference' && field.references !== undefined;
export const isManyReferenceField = (field: FieldDef): field is ManyReferenceField =>
  field.kind === 'references' && field.references !== undefined && field.through !== undefined;

const fieldsOf = (def: ReadableResource): readonly FieldDef[] =>
  'fields' in def ? ((def as ResourceDefinition).fields ?? []) : [];

export const referenceFieldsOf = (def: ReadableResource): ReferenceField[] =>
  fieldsOf(def).filter(isReferenceField);
export const manyReferenceFieldsOf = (def: ReadableResource): ManyReferenceField[] =>
  fieldsOf(def).filter(isManyReferenceField);

/** The row key of the label of a reference field. */
export const labelKeyOf = (field: string) => `${field}Label`;
/** The row key of the labels of a references field. */
export const labelsKeyOf = (field: string) => `${field}Labels`;

/**
 * What the engine adds to a register's row for its reference fields: the label of each reference,
 * and each references field's ids and labels (they live in the link table, not in a column).
 */
export const referenceShape = (def: ReadableResource): Record<string, z.ZodType> => ({
  ...Object.fromEntries(
    referenceFieldsOf(def).map((field) => [labelKeyOf(field.name), z.string().nullable().default(null)]),
  ),
  ...Object.fromEntries(
    manyReferenceFieldsOf(def).flatMap((field) => [
      [field.name, z.array(z.number().int()).default([])],
      [labelsKeyOf(field.name), z.array(z.string()).default([])],
    ]),
  ),
});

/** Keys of the row that are not columns of the register's table (the engine computes them). */
export const computedKeysOf = (def: ReadableResource): Set<string> =>
  new Set(Object.keys(referenceShape(def)));

/** The id of the chosen row of a required reference; `message` when none is chosen. */
export const referenceInput = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(INTEGER_LIMIT, INVALID_ID_MESSAGE);

/** The id of the chosen row of an optional reference, or null. */
export const optionalReferenceInput = () => referenceInput(INVALID_ID_MESSAGE).nullable().default(null);

/** A reference column in a row schema: the id, or null when none is chosen. */
export const referenceColumn = () => z.number().int().nullable().default(null);

/** At most this many rows are chosen in one references field. */
export const REFERENCES_MAX = 100;

/** The ids of a references field, each once. */
export const referencesInput = () =>
  z
    .array(referenceInput(INVALID_ID_MESSAGE))
    .max(REFERENCES_MAX, `Escolha no máximo ${REFERENCES_MAX}`)
    .default([])
    .transform((ids) => [...new Set(ids)]);

/** Options answered per page of a search. */
export const OPTIONS_PAGE_SIZE = 20;
/** Ids looked up at once (the chosen rows of a form). */
export const OPTIONS_LOOKUP_MAX = 150;

export const referenceOption = z.object({ id: z.number().int(), label: z.string() });
export type ReferenceOption = z.infer<typeof referenceOption>;
export const referenceOptionsPage = z.object({ items: z.array(referenceOption), total: z.number().int() });
export type ReferenceOptionsPage = z.infer<typeof referenceOptionsPage>;

/** `1,2,3` as ids, each once. */
const idList = z
  .string()
  .max(OPTIONS_LOOKUP_MAX * 11)
  .transform((text) =>
    text
      .split(',')
      .filter((part) => part.trim() !== '')
      .map(Number),
  )
  .pipe(z.array(referenceInput(INVALID_ID_MESSAGE)).max(OPTIONS_LOOKUP_MAX))
  .transform((ids) => [...new Set(ids)]);

/**
 * The options route's query: a page of the rows whose label contains `search` (active rows only,
 * for a register that has an active flag), or, with `ids`, those rows whatever their state (a form
 * showing what a record already points at). `label` names the column shown, when fields pointing
 * at the register name different ones.
 */
export const referenceOptionsQuery = z.object({
  label: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9]{0,62}$/, 'resources.error.invalidColumn')
    .optional(),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(INTEGER_LIMIT).default(1),
  ids: idList.optional(),
});
export type ReferenceOptionsQuery = z.input<typeof referenceOptionsQuery>;

/** The message ids of a refused reference (the platform catalog; the server answers them). */
export const REFERENCE_MESSAGES = {
  /** The id is not a row the company can see (another company's, or none). */
  unavailable: 'engine.reference.unavailable',
  /** The row is inactive and was not already chosen. */
  inactive: 'engine.reference.inactive',
} as const;

/** The fields of `resources` that point at the register named `name`. */
export const fieldsReferencing = (
  resources: readonly ReadableResource[],
  name: string,
): { def: ResourceDefinition; field: ReferenceField | ManyReferenceField }[] =>
  resources.flatMap((def) =>
    [...referenceFieldsOf(def), ...manyReferenceFieldsOf(def)]
      .filter((field) => field.references.resource === name)
      .map((field) => ({ def: def as ResourceDefinition, field })),
  );

/**
 * What a list cell shows for a column: the label of a reference, the labels of a references
 * field joined, else the row's own value.
 */
export const shownValueOf = (
  def: ReadableResource,
  column: string,
  row: Readonly<Record<string, unknown>>,
) => {
  const field = fieldsOf(def).find((f) => f.name === column);
  if (field && isReferenceField(field)) return row[labelKeyOf(column)] ?? null;
  if (field && isManyReferenceField(field)) {
    const labels = row[labelsKeyOf(column)];
    return Array.isArray(labels) ? labels.join(', ') : '';
  }
  return row[column];
};
