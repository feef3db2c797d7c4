// Nested resources: rows listed and created under a parent record (a cargo's expenses). The parent
// named by the route must be a row of the parent register that the caller's company can see, by
// that register's own scope and readable rows; otherwise the answer is 404, as for any row out of
// reach. The row's own tenancy still scopes every route, so a child never leaves its company.
import type { Kysely } from 'kysely';
import { mayReadRegister, type ReadableResource, readableRowsOf } from '../../src/domain/resources';
import type { AuthContext } from '../auth/auth-context';
import type { Database } from '../db/schema';
import { notFound, refuse } from '../errors';
import { meetsCondition } from './readable-rows';
import { untyped } from './read-routes';
import type { ResourceCatalog } from './references/resource-catalog';
import { inScope, rowScope } from './tenancy';

/** The parent's id of a nested resource's list or create, checked; undefined for others. */
export async function checkedParent(
  db: Kysely<Database>,
  auth: AuthContext,
  def: ReadableResource,
  catalog: ResourceCatalog,
  parentId: number | undefined,
): Promise<number | undefined> {
  if (!def.nestedIn) return undefined;
  if (parentId === undefined) throw refuse(400, { id: 'error.parentRequired' });
  const parent = catalog(def.nestedIn.resource);
  if (!parent) throw new Error(`${def.name} is nested in ${def.nestedIn.resource}, which is not declared`);
  const scope = await rowScope(db, auth, parent.tenancy);
  const found = await untyped(db)
    .selectFrom(parent.table)
    .select('id')
    .where('id', '=', parentId)
    .where(inScope(scope))
    .where(meetsCondition(readableRowsOf(parent, auth.principal)))
    .executeTakeFirst();
  if (!found || !mayReadRegister(parent, auth.principal)) throw notFound();
  return parentId;
}
