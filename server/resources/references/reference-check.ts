// Inside a write's transaction: every id a reference field is given must be a row the caller's
// company can see in the register it points at (that register's own scope and access rule), and,
// when that register has an active flag, an active row unless the record already pointed at it
// (so an edit of other fields keeps a reference whose row was deactivated since).
import type { Kysely } from 'kysely';
import {
  type ManyReferenceField,
  type ReadableResource,
  type ReferenceField,
  REFERENCE_MESSAGES,
  isWritable,
  manyReferenceFieldsOf,
  mayReadRegister,
  readableRowsOf,
  referenceFieldsOf,
} from '../../../src/domain/resources';
import type { Principal } from '../../../src/domain/permissions';
import { refuse } from '../../errors';
import type { ColumnValues } from '../hooks/resource-hooks';
import { meetsCondition } from '../readable-rows';
import { inScope, type Scope } from '../tenancy';
import { referencedResource, type ResourceCatalog } from './resource-catalog';

/** A refused reference: 400, '{field}: {message}' in the request's language, with its ids. */
export const refusedReference = (field: string, reason: keyof typeof REFERENCE_MESSAGES) =>
  refuse(400, {
    id: 'error.validation.field',
    values: { field, message: { id: REFERENCE_MESSAGES[reason] } },
  });

/** What the record pointed at before this write: its columns, and each references field's ids. */
export interface ReferencesBefore {
  row: ColumnValues | null;
  links: ReadonlyMap<string, readonly number[]>;
}

const idsOf = (value: unknown): number[] =>
  value === null || value === undefined ? [] : Array.isArray(value) ? value.map(Number) : [Number(value)];

export async function checkReferences(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are chosen at run time
  trx: Kysely<any>,
  def: ReadableResource,
  catalog: ResourceCatalog,
  scopes: ReadonlyMap<string, Scope>,
  principal: Principal,
  values: ColumnValues,
  before: ReferencesBefore,
): Promise<void> {
  const fields: (ReferenceField | ManyReferenceField)[] = [
    ...referenceFieldsOf(def),
    ...manyReferenceFieldsOf(def),
  ];
  for (const field of fields) {
    if (!(field.name in values)) continue;
    const ids = [...new Set(idsOf(values[field.name]))];
    if (ids.length === 0) continue;
    const kept = new Set(
      field.kind === 'reference' ? idsOf(before.row?.[field.name]) : (before.links.get(field.name) ?? []),
    );
    await checkIds(trx, referencedResource(catalog, field), scopes, principal, field.name, ids, kept);
  }
}

async function checkIds(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are chosen at run time
  trx: Kysely<any>,
  target: ReadableResource,
  scopes: ReadonlyMap<string, Scope>,
  principal: Principal,
  field: string,
  ids: readonly number[],
  kept: ReadonlySet<number>,
): Promise<void> {
  const scope = scopes.get(target.name);
  if (!scope) throw refusedReference(field, 'unavailable');
  const activatable = isWritable(target) && target.activatable;
  if (!mayReadRegister(target, principal)) throw refusedReference(field, 'unavailable');
  const visible = await trx
    .selectFrom(target.table)
    .select(['id', ...(activatable ? ['ativo'] : [])])
    .where('id', 'in', ids)
    .where(inScope(scope))
    .where(meetsCondition(readableRowsOf(target, principal)))
    .execute();
  if (visible.length !== ids.length) throw refusedReference(field, 'unavailable');
  if (activatable && visible.some((row) => row.ativo === false && !kept.has(Number(row.id)))) {
    throw refusedReference(field, 'inactive');
  }
}
