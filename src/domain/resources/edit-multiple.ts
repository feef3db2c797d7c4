// Editing many rows of a register at once (`POST /<resource>/editMultiple`): the rows are those
// the list's own search and filters select in the caller's scope, and the body sets one or more of
// the fields the declaration names on all of them. The server and the SPA share these schemas.
import { z } from 'zod';
import { INVALID_TEXT_MESSAGE, safeId, textProblem } from '../safe-input';
import { listQuerySchema, type ResourceDefinition } from './define-resource';
import { filterQueryShape } from './list-filters';

/** The declaration's option: which fields an edit of many rows may set. */
export interface EditMultipleOption {
  /**
   * Fields of the form (`fields`), each validated by its own schema of `input`, or `ativo` of an
   * activatable register. Plain values only: a reference, a file, a password or a vendor-only
   * field needs checks per row, and a field in a rule across fields (the input's refinements
   * are not run here) must stay out.
   */
  fields: readonly string[];
  /** Catalog id of the refusal of a body that sets nothing, when the register words its own. */
  nothingToChange?: string;
}

export const EDIT_MULTIPLE_NOTHING_TO_CHANGE = 'resources.editMultiple.nothingToChange';

/** The field every activatable register has without declaring it. */
const ACTIVE_FIELD = 'ativo';

/** Kinds whose value needs more than its schema (a row's references, the file store, a hash). */
const PER_ROW_KINDS = new Set(['reference', 'references', 'file', 'password']);

/**
 * Why a declaration's editMultiple cannot be served, or undefined when it can: every name must be
 * a plain field of the form, or `ativo` of an activatable register.
 */
export function editMultipleProblem(def: ResourceDefinition): string | undefined {
  const fields = def.editMultiple?.fields ?? [];
  if (fields.length === 0) return `${def.name}: editMultiple names no field`;
  for (const name of fields) {
    if (name === ACTIVE_FIELD && def.activatable) continue;
    const field = def.fields.find((candidate) => candidate.name === name);
    if (!field || !(name in def.input.shape)) return `${def.name}: ${name} is not a field of its form`;
    if (PER_ROW_KINDS.has(field.kind) || field.vendorOnly) {
      return `${def.name}: ${name} (${field.kind}) cannot be set on many rows at once`;
    }
  }
  return undefined;
}

/**
 * A field's schema for a partial change: its default left out, so a field the body does not name
 * stays as stored instead of taking the value a new row would.
 */
const withoutDefault = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault
    ? withoutDefault(schema.unwrap() as z.ZodType)
    : schema;

/** The values of an edit of many rows: some of the declared fields, at least one. */
export type EditMultipleValuesOf<Input extends z.ZodObject> = Partial<z.output<Input>> & { ativo?: boolean };

export function editMultipleValuesOf<Input extends z.ZodObject>(
  def: ResourceDefinition<z.ZodObject, Input>,
): z.ZodType<EditMultipleValuesOf<Input>> {
  const option = def.editMultiple;
  const shape = Object.fromEntries(
    (option?.fields ?? []).map((name) => [
      name,
      (name === ACTIVE_FIELD && def.activatable
        ? z.boolean()
        : withoutDefault(def.input.shape[name] as z.ZodType)
      ).optional(),
    ]),
  );
  // Strict: a field the declaration does not offer is refused, never silently dropped.
  return z
    .strictObject(shape)
    .refine(
      (values) => Object.values(values).some((value) => value !== undefined),
      option?.nothingToChange ?? EDIT_MULTIPLE_NOTHING_TO_CHANGE,
    ) as unknown as z.ZodType<EditMultipleValuesOf<Input>>;
}

/**
 * Which rows: the list's declared filters and search, the parent company of a parent-company
 * register and the parent record of a nested one, as the list's query names them.
 */
export const editMultipleSelectionOf = (def: ResourceDefinition) =>
  z.object({
    ...filterQueryShape(def.filters),
    // The search meets an ILIKE: a NUL would be a database error rather than no match.
    search: listQuerySchema.shape.search.refine(
      (text) => text === undefined || textProblem(text) === undefined,
      INVALID_TEXT_MESSAGE,
    ),
    ...(def.tenancy === 'parent-company' ? { companyId: safeId.optional() } : {}),
    ...(def.nestedIn ? { parentId: safeId.optional() } : {}),
  });

export type EditMultipleSelection = Readonly<Record<string, string | number | undefined>>;

export const editMultipleBodyOf = <Input extends z.ZodObject>(def: ResourceDefinition<z.ZodObject, Input>) =>
  z.object({
    filtros: editMultipleSelectionOf(def).default({}),
    valores: editMultipleValuesOf(def),
  });

export interface EditMultipleBody<Values = Record<string, unknown>> {
  filtros?: EditMultipleSelection;
  valores: Values;
}

/** How many rows the edit changed. */
export const editMultipleResult = z.object({ alterados: z.number().int() });
