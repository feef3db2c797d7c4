// Which registers import, which of their fields a file fills, and who may import: read from the
// declaration, the same on both sides (the SPA hides the import a user may not run, the server
// refuses it).
import { can, type Principal, type Rule } from '../../permissions';
import type { AccessRecord } from '../access';
import {
  type FieldDef,
  type FieldKind,
  isWritable,
  type ReadableResource,
  type ResourceDefinition,
  writeRuleOf,
} from '../define-resource';

/**
 * Values a sheet cannot carry: a password is never typed into a sheet, a file is no text, nor is
 * a JSON value a cell.
 */
const UNIMPORTABLE_KINDS: readonly FieldKind[] = ['password', 'file', 'json'];

/** A register whose rows a file may create (or update): every register unless it says not. */
export const isImportable = (def: ReadableResource): def is ResourceDefinition =>
  isWritable(def) && def.spreadsheet?.importable !== false;

/** The rule of importing: the declaration's own, else the rule of its writes. */
export const importRuleOf = (def: ResourceDefinition): Rule =>
  def.spreadsheet?.importPermission ?? writeRuleOf(def);

/** The fields a file fills, in the form's order (the template's columns). */
export const importFieldsOf = (def: ResourceDefinition): FieldDef[] => {
  const named = def.spreadsheet?.importFields;
  return def.fields.filter((field) =>
    named ? named.includes(field.name) : !UNIMPORTABLE_KINDS.includes(field.kind),
  );
};

/** The fields every imported row must fill: the form's required ones and the import's own. */
export const requiredImportFields = (def: ResourceDefinition): string[] => {
  const extra = def.spreadsheet?.importRequired ?? [];
  return importFieldsOf(def)
    .filter((field) => field.required || extra.includes(field.name))
    .map((field) => field.name);
};

/** The fields naming a row of the file (none: every row is a new record). */
export const importKeyOf = (def: ResourceDefinition): readonly string[] => def.spreadsheet?.key ?? [];

/** Whether a row whose key is stored updates that row. */
export const importUpdates = (def: ResourceDefinition): boolean =>
  importKeyOf(def).length > 0 && def.spreadsheet?.updates !== false;

/**
 * Whether the principal may import into the register (without a record), or create or update
 * this record through an import: the import's rule and the declaration's own canAccess.
 */
export const mayImport = (
  def: ReadableResource,
  principal: Principal,
  action: 'create' | 'update' = 'create',
  record?: AccessRecord,
): boolean =>
  isImportable(def) &&
  can(principal, importRuleOf(def)) &&
  (def.canAccess?.(principal, action, record) ?? true);
