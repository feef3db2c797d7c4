// Pure functions of the resource form: starting values, values of a loaded record, and the
// client-side check with the definition's input schema.
import type { ResourceDefinition } from '@/domain/resources/define-resource';
import { issueMessage, type IssueLike, type IssueMessage } from '@/domain/validation/issue-message';

export type FormValues = Record<string, unknown>;
export type FieldErrors = Record<string, string>;

const blankOf = (def: ResourceDefinition, name: string): unknown => {
  const field = def.fields.find((f) => f.name === name);
  if (field?.kind === 'boolean') return false;
  if (field?.kind === 'integer' || field?.kind === 'money' || field?.kind === 'decimal') return null;
  // No choice is made for the user: a required select without a default must be chosen.
  if (field?.kind === 'select') return '';
  if (field?.kind === 'reference') return null;
  if (field?.kind === 'references') return [];
  return '';
};

/** Each field's schema default when it has one, else a blank of its kind. */
export const initialValues = (def: ResourceDefinition): FormValues =>
  Object.fromEntries(
    def.fields.map((field) => {
      const shape = def.input.shape as Record<
        string,
        { safeParse: (v: unknown) => { success: boolean; data?: unknown } }
      >;
      const parsed = shape[field.name]?.safeParse(undefined);
      return [
        field.name,
        parsed?.success && parsed.data !== undefined ? parsed.data : blankOf(def, field.name),
      ];
    }),
  );

const PREFILLABLE_KINDS: readonly string[] = ['text', 'textarea', 'email', 'url'];

/**
 * A new record's values with the text fields the address names filled in (another screen links
 * to a filled form: the import log to the mapping of the code it could not read). Only text
 * fields: nothing a link carries can set a flag, a reference or a password.
 */
export const prefilledValues = (
  def: ResourceDefinition,
  start: FormValues,
  query: URLSearchParams,
): FormValues => {
  const values = { ...start };
  for (const field of def.fields) {
    const given = query.get(field.name);
    if (given !== null && PREFILLABLE_KINDS.includes(field.kind)) values[field.name] = given;
  }
  return values;
};

/** A loaded record as form values; secrets (password) start empty. */
export const valuesFromRecord = (def: ResourceDefinition, record: Record<string, unknown>): FormValues => {
  const values = initialValues(def);
  for (const field of def.fields) {
    if (field.kind === 'password') continue;
    const value = record[field.name];
    if (value !== undefined && value !== null) values[field.name] = value;
  }
  return values;
};

/**
 * The parsed body to send, or the first message of each invalid field, worded by `say` in the
 * user's language (src/domain/validation/issue-message.ts chooses the catalog message).
 */
export const validateValues = (
  def: ResourceDefinition,
  values: FormValues,
  say: (message: IssueMessage) => string,
): { ok: true; body: Record<string, unknown> } | { ok: false; errors: FieldErrors } => {
  // Empty numeric fields fall back to their schema default rather than failing as null.
  const input = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === null ? undefined : v]));
  const result = def.input.safeParse(input);
  if (result.success) return { ok: true, body: result.data as Record<string, unknown> };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = say(issueMessage(issue as unknown as IssueLike, input[key]));
  }
  return { ok: false, errors };
};

/**
 * A refusal of the server as field errors, where it names a field of the form: each error reads
 * `field: text`, and the message id beside it (when given and known) is shown in the user's
 * language instead of the server's Portuguese text. Errors naming no field are left out.
 */
export const serverFieldErrors = (
  def: ResourceDefinition,
  errors: readonly string[],
  messageIds: readonly string[],
  translate: (id: string) => string | undefined,
): FieldErrors => {
  const found: FieldErrors = {};
  errors.forEach((error, index) => {
    const [, name, text] = /^([A-Za-z]\w*): (.*)$/s.exec(error) ?? [];
    if (!name || !def.fields.some((field) => field.name === name) || found[name]) return;
    const id = messageIds[index];
    found[name] = (id && translate(id)) || text || error;
  });
  return found;
};

/**
 * The parent record of a nested register's form: the create route names it; an edit route names
 * only the row, which holds its parent in its foreign key.
 */
export const parentIdOf = (
  def: ResourceDefinition,
  routeParent: string | undefined,
  record: Record<string, unknown> | undefined,
): string | undefined => {
  if (!def.nestedIn) return undefined;
  if (routeParent) return routeParent;
  const stored = record?.[def.nestedIn.foreignKey];
  return stored === undefined || stored === null ? undefined : String(stored);
};
