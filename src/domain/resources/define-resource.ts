// One declaration per register drives its REST routes (server/resources), its list/create/edit
// screens (src/features/resources) and its permission. Only data lives here: no I/O.
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type ServiceName } from '../constants';
import type { Rule } from '../permissions';

export type FieldKind =
  'text' | 'email' | 'password' | 'integer' | 'money' | 'boolean' | 'select' | 'url' | 'textarea' | 'image';

export interface FieldDef {
  name: string;
  kind: FieldKind;
  required?: boolean;
  /** Shown only on create (a password, say). */
  createOnly?: boolean;
  /** Values of a select; labels come from `resource.<name>.option.<field>.<value>`. */
  options?: readonly (string | number)[];
}

/**
 * How rows are scoped to the signed-in company:
 * - 'company': the row's `empresa_id` equals the token's company;
 * - 'accessible-companies': the row IS a company the signed-in user may access
 *   (their own, plus those granted to them);
 * - 'parent-company': the row's `empresa_id` is a company the user may access, given in the
 *   route as `companyId` (per-company child rows such as BI links).
 */
export type Tenancy = 'company' | 'accessible-companies' | 'parent-company';

export interface ResourceDefinition<
  Row extends z.ZodObject = z.ZodObject,
  Input extends z.ZodObject = z.ZodObject,
> {
  /** Key of everything: API path segment, i18n namespace `resource.<name>`, query keys. */
  name: string;
  service: ServiceName;
  table: string;
  /** Row as the API answers it (camelCase keys; the server maps to snake_case columns). */
  schema: Row;
  /** Body of create and update. */
  input: Input;
  columns: readonly string[];
  fields: readonly FieldDef[];
  searchable: readonly string[];
  sortable: readonly string[];
  defaultSort: string;
  /** Derived permission rule required for every action on this resource. */
  permission: Rule;
  tenancy: Tenancy;
  /** Has an `ativo` flag with activate/deactivate routes. */
  activatable: boolean;
  /** SPA routes: list, create and edit (`:id`); parent-company resources carry `:companyId`. */
  routes: { list: string; create: string; edit: string };
}

export const defineResource = <Row extends z.ZodObject, Input extends z.ZodObject>(
  def: ResourceDefinition<Row, Input>,
): ResourceDefinition<Row, Input> => def;

/** Query of every paginated list: `sort` is a sortable field, `-field` for descending. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), {
      message: `pageSize deve ser ${PAGE_SIZES.join(', ')}`,
    })
    .default(DEFAULT_PAGE_SIZE),
  sort: z.string().max(64).optional(),
  search: z.string().trim().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
