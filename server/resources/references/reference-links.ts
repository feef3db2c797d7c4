// The link tables of 'references' fields: the ids chosen for a record are rows of the field's
// table (its own id, the chosen id), written in the record's own transaction.
import type { Kysely } from 'kysely';
import { type ReadableResource, manyReferenceFieldsOf } from '../../../src/domain/resources';
import type { ColumnValues } from '../hooks/resource-hooks';
import { inScope, type Scope } from '../tenancy';
import { referencedResource, type ResourceCatalog } from './resource-catalog';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are chosen at run time
type Db = Kysely<any>;

/** The values of the table's columns, and apart from them the ids of each references field. */
export function splitLinks(
  def: ReadableResource,
  values: ColumnValues,
): { columns: ColumnValues; links: Map<string, number[]> } {
  const columns = { ...values };
  const links = new Map<string, number[]>();
  for (const field of manyReferenceFieldsOf(def)) {
    if (!(field.name in columns)) continue;
    const ids = columns[field.name];
    delete columns[field.name];
    links.set(field.name, Array.isArray(ids) ? [...new Set(ids.map(Number))] : []);
  }
  return { columns, links };
}

/** The ids each references field of a record links to now. */
export async function linkedIds(db: Db, def: ReadableResource, id: number): Promise<Map<string, number[]>> {
  const linked = new Map<string, number[]>();
  for (const field of manyReferenceFieldsOf(def)) {
    const { table, ownKey, otherKey } = field.through;
    const rows = await db.selectFrom(table).select(`${otherKey} as other`).where(ownKey, '=', id).execute();
    linked.set(
      field.name,
      rows.map((row) => Number(row.other)),
    );
  }
  return linked;
}

/**
 * Makes the record's link rows to the rows the caller can see exactly the given ids, for each
 * references field given. Links to rows outside the caller's scope of the register pointed at
 * (a user's profiles in another company they belong to) are neither shown to the caller nor
 * theirs to remove, so they stay.
 */
export async function writeLinks(
  db: Db,
  def: ReadableResource,
  id: number,
  links: ReadonlyMap<string, readonly number[]>,
  catalog: ResourceCatalog,
  scopes: ReadonlyMap<string, Scope>,
): Promise<void> {
  for (const field of manyReferenceFieldsOf(def)) {
    const ids = links.get(field.name);
    if (ids === undefined) continue;
    const { table, ownKey, otherKey } = field.through;
    const target = referencedResource(catalog, field);
    const scope = scopes.get(target.name) ?? { column: 'id', companyIds: [] };
    await db
      .deleteFrom(table)
      .where(ownKey, '=', id)
      .where(otherKey, 'in', db.selectFrom(target.table).select('id').where(inScope(scope)))
      .execute();
    if (ids.length > 0) {
      await db
        .insertInto(table)
        .values(ids.map((other) => ({ [ownKey]: id, [otherKey]: other })))
        .execute();
    }
  }
}

/** Removes a record's link rows before the record itself goes. */
export async function removeLinks(db: Db, def: ReadableResource, id: number): Promise<void> {
  for (const field of manyReferenceFieldsOf(def)) {
    await db.deleteFrom(field.through.table).where(field.through.ownKey, '=', id).execute();
  }
}
