// One declaration per register drives its REST routes (server/resources), its list/create/edit
// screens (src/features/resources) and its permission. A read-only declaration (rows written
// elsewhere, e.g. by an import) gets only the list and get. Only data lives here: no I/O.
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type ServiceName } from '../constants';
import type { Principal, Rule } from '../permissions';
import type { RowCondition } from './access-rows';
import type { FilterDef } from './list-filters';
import type { BulkAction } from './bulk-actions';
import type { EditMultipleOption } from './edit-multiple';
import type { ResourceMounts } from './resource-mounts';
import type { LinkTable, ReferenceTarget } from './references';
import type { SpreadsheetOptions } from './spreadsheet/sheet-declaration';
import type { StoredFileKind } from './stored-file-field';

/**
 * How a form field is edited. 'select' is the enum kind: its options' labels come from the
 * language catalogs. 'date' is a calendar day (yyyy-mm-dd, typed dd/mm/yyyy); 'datetime' a
 * local date and time (yyyy-mm-ddThh:mm); 'money' and 'decimal' are exact decimal strings of two
 * places ('1234.56', never a float: give them moneySchema or decimalSchema of
 * src/domain/money/decimal.ts), typed in the money input. 'reference' is the id of a row of another
 * declared register, picked by its label from a searchable select; 'references' several such ids,
 * kept in a link table (references.ts). 'file' is an uploaded file kept in the file store: the
 * value is the id the upload answered (stored-file-field.ts), its bytes are served only to who
 * may read the record (or to anyone with the link, for a `public` one such as a company's logo).
 * 'json' is a JSON value kept whole in a jsonb column (a saved filter set's `{ name: value }`),
 * validated by the declaration's input schema; it is edited by the register's own screens (not
 * the generic form's), is no cell a sheet imports, and exports as its JSON text.
 */
export type FieldKind =
  | 'text'
  | 'email'
  | 'password'
  | 'integer'
  | 'money'
  | 'decimal'
  | 'date'
  | 'datetime'
  | 'boolean'
  | 'select'
  | 'url'
  | 'textarea'
  | 'file'
  | 'reference'
  | 'references'
  | 'json';

export interface FieldDef {
  name: string;
  kind: FieldKind;
  required?: boolean;
  /** Shown only on create (a password, say). */
  createOnly?: boolean;
  /**
   * Changed only by a vendor (RMS) user: others see it read-only, and the register's hooks refuse
   * a change from them (a company's logistics mark).
   */
  vendorOnly?: boolean;
  /** Values of a select; labels come from `resource.<name>.option.<field>.<value>`. */
  options?: readonly (string | number)[];
  /** A reference(s) field: the register it points at and which of its columns names a row. */
  references?: ReferenceTarget;
  /** A references field: the link table holding one row per (this record, chosen row). */
  through?: LinkTable;
  /** A file field: what it accepts and how large. */
  file?: FileFieldSpec;
  /** A text field punctuated as it is typed (the schema stores it clean). */
  mask?: 'cnpj';
}

/** What a file field takes: kinds read from the file's first bytes, never from its name. */
export interface FileFieldSpec {
  accept: readonly StoredFileKind[];
  maxBytes: number;
  /**
   * Served to anyone holding its address (a random UUID), cacheable for good: for what the shell
   * shows in an <img> before any request can carry the session, such as a company's logo.
   */
  public?: boolean;
}

/** The parent register of a nested resource, and this register's column holding the parent's id. */
export interface NestedIn {
  resource: string;
  foreignKey: string;
}

/** The route parameter (and list query) naming a nested resource's parent record. */
export const PARENT_ID_PARAM = 'parentId';

/**
 * How rows are scoped to the signed-in company:
 * - 'company': the row's `empresa_id` equals the token's company;
 * - 'accessible-companies': the row IS a company the signed-in user may access
 *   (their own, plus those granted to them);
 * - 'parent-company': the row's `empresa_id` is a company the user may access, given in the
 *   route as `companyId` (per-company child rows such as BI links);
 * - 'global': rows shared by every company (a standard code table), read by anyone with the
 *   permission and written only under `writePermission`;
 * - 'company-user': rows of the signed-in user within the token's company (a user's saved filter
 *   sets): the row's `empresa_id` and `usuario_id` equal the token's, a new row takes both from
 *   the token, and another user's row answers 404 as a missing one does.
 */
export type Tenancy = 'company' | 'accessible-companies' | 'parent-company' | 'global' | 'company-user';

/**
 * How a list cell shows its value; without one, the value as text. 'day' is a calendar day
 * (yyyy-mm-dd); 'date' and 'dateTime' are instants shown in the business time zone; 'cnpj' is a
 * CNPJ or CPF printed with its punctuation.
 */
export type ColumnFormat = 'day' | 'date' | 'dateTime' | 'money' | 'weight' | 'integer' | 'cnpj';

/**
 * What every resource has: a paginated, sorted, searched and filtered list and a get of one
 * row, both scoped by its tenancy and guarded by its permission.
 */
export interface ReadableResource<Row extends z.ZodObject = z.ZodObject> {
  /** Key of everything: API path segment, i18n namespace `resource.<name>`, query keys. */
  name: string;
  service: ServiceName;
  /** A table, or a read-only view for read-only resources. */
  table: string;
  /** Row as the list answers it (camelCase keys; the server maps to snake_case columns). */
  schema: Row;
  /** Row as the get answers it, when it shows more than the list (a detail view). */
  detailSchema?: z.ZodObject;
  columns: readonly string[];
  /**
   * The spreadsheet's columns, when they are not the list's: a value the list folds into one
   * cell (an occurrence's code, text and day) goes to a program as columns of its own.
   */
  sheetColumns?: readonly string[];
  /** Cell formats of the list columns that are not plain text. */
  columnFormats?: Readonly<Record<string, ColumnFormat>>;
  searchable: readonly string[];
  sortable: readonly string[];
  defaultSort: string;
  /** Query parameters of the list that narrow it, drawn by the SPA as a filter bar. */
  filters?: readonly FilterDef[];
  /** Derived permission rule required for every action on this resource. */
  permission: Rule;
  tenancy: Tenancy;
  /**
   * Rows listed and created under a parent record (a cargo's expenses): the list and the create
   * carry the parent's id (`parentId`, `:parentId` in the screens' paths), which must be a row of
   * the parent register the caller's company can see; `foreignKey` is the column holding it,
   * set from the route and never changed by an edit.
   */
  nestedIn?: NestedIn;
  /**
   * A rule of its own on top of the permissions, that may look at the record (access.ts): the
   * action is one of list, read, create, update, delete, activate; the record is absent for list
   * and read (which rows may be read is `readableRows`) and for opening the create screen.
   */
  canAccess?: (
    principal: Principal,
    action: 'list' | 'read' | 'create' | 'update' | 'delete' | 'activate',
    record?: Readonly<Record<string, unknown>>,
  ) => boolean;
  /**
   * The rows the principal may read, when not all (access-rows.ts): applied in SQL to the list,
   * its total, the export and reference options, and to a single row; others are not found.
   */
  readableRows?: (principal: Principal) => RowCondition | undefined;
}

/**
 * A link from each row of a register's list to another register's list, its route parameters
 * taken from the row (the company's BI panels: `{ companyId: 'id' }`), in the same layout.
 */
export interface RowLink {
  /** Message id of the link's label. */
  labelId: string;
  /** The name of the register whose list the link opens. */
  resource: string;
  /** Route parameter ← field of the row. */
  params: Readonly<Record<string, string>>;
}

/**
 * Custom parts of the create/edit form, drawn by a component the SPA registers under this key
 * (src/features/resources/form-sections.tsx, typed so a key without a component does not
 * compile). Only data here: the domain imports no React.
 */
export type FormSectionKey = 'permissionFlags';

export interface FormSection {
  component: FormSectionKey;
  /** The fields this section draws; the generic grid leaves them out. */
  fields: readonly string[];
  /**
   * Drawn on a screen of its own instead of in the form (a profile's flags: profileRelease),
   * reached from each list row by a link with this label. The screen's path in each layout is
   * the mount's `sections[component]`, its parameters read from the row (route parameter ← field
   * of the row, as a RowLink's). It saves the whole record: the form's other fields as stored.
   */
  screen?: { labelId: string; params: Readonly<Record<string, string>> };
  /** Left out of the form while a field holds this value (a delivery client has no flags). */
  hiddenWhen?: { field: string; equals: string };
}

export interface ResourceDefinition<
  Row extends z.ZodObject = z.ZodObject,
  Input extends z.ZodObject = z.ZodObject,
> extends ReadableResource<Row> {
  readOnly?: false;
  /** Body of create and update. */
  input: Input;
  fields: readonly FieldDef[];
  /** Rule for create, update, delete and (de)activate when stricter than `permission`. */
  writePermission?: Rule;
  /** Has an `ativo` flag with activate/deactivate routes. */
  activatable: boolean;
  /**
   * Deleting is deactivating: the row stays, inactive, for what refers to it (an activatable
   * register only).
   */
  softDelete?: boolean;
  /** Actions the list applies to the selected rows at once (bulk-actions.ts). */
  bulkActions?: readonly BulkAction[];
  /**
   * `POST /<name>/editMultiple` (edit-multiple.ts): sets some of these fields on every row the
   * list's filters and search select, in one transaction.
   */
  editMultiple?: EditMultipleOption;
  /** Rows carry a `version`: an update made from another version answers 409 (a stale edit). */
  versioned?: boolean;
  /** The engine fills createdAt/createdBy and updatedAt/updatedBy on every write. */
  audited?: boolean;
  /**
   * Its screens per layout (resource-mounts.ts): list, create and edit (`:id`); parent-company
   * resources carry `:companyId`.
   */
  mounts: ResourceMounts;
  /** Links of each row to other registers' lists. */
  rowLinks?: readonly RowLink[];
  /** The register whose list this one's list goes back to (a company's BI panels: empresa). */
  parent?: string;
  /** Parts of the form drawn by a registered component rather than the generic grid. */
  formSections?: readonly FormSection[];
  /** Its CSV and XLSX import (spreadsheet/sheet-declaration.ts); every register has one by default. */
  spreadsheet?: SpreadsheetOptions;
}

/** A resource with only list and get: rows written elsewhere (an import), read through a view. */
export interface ReadOnlyResourceDefinition<
  Row extends z.ZodObject = z.ZodObject,
> extends ReadableResource<Row> {
  readOnly: true;
  /** SPA route of its list. */
  routes: { list: string };
}

/** Keeps the declared name as a literal type, so server registries can be checked against it. */
export const defineResource = <const Name extends string, Row extends z.ZodObject, Input extends z.ZodObject>(
  def: ResourceDefinition<Row, Input> & { name: Name },
): ResourceDefinition<Row, Input> & { name: Name } => def;

export const defineReadOnlyResource = <Row extends z.ZodObject>(
  def: Omit<ReadOnlyResourceDefinition<Row>, 'readOnly'>,
): ReadOnlyResourceDefinition<Row> => ({ ...def, readOnly: true });

export const isReadOnly = (def: ReadableResource): def is ReadOnlyResourceDefinition =>
  (def as ReadOnlyResourceDefinition).readOnly === true;

/** A register with create, update and delete (and the screens for them). */
export const isWritable = (def: ReadableResource): def is ResourceDefinition =>
  !isReadOnly(def) && 'input' in def;

/** The rule of a register's writes: its writePermission, else the rule of everything. */
export const writeRuleOf = (def: ResourceDefinition): Rule => def.writePermission ?? def.permission;

/** The row shape of the get route. */
export const detailSchemaOf = (def: ReadableResource): z.ZodObject => def.detailSchema ?? def.schema;

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
