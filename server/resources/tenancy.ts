// Which rows of a resource the caller may touch, per the definition's Tenancy. The company always
// comes from the verified token or from the user's grants, never from the body; so does the owner
// of a 'company-user' row (the signed-in user), a second column of its scope.
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Tenancy } from '../../src/domain/resources';
import type { AuthContext } from '../auth/auth-context';
import { accessibleCompanyIds } from '../auth/company-access';
import type { Database } from '../db/schema';
import { refuse } from '../errors';

export interface Scope {
  /** The column holding a row's company: `empresaId`, or `id` for the company register itself. */
  column: 'empresaId' | 'id';
  companyIds: number[];
  /** Every row: a 'global' resource belongs to no company. */
  all?: boolean;
  /**
   * Also the row's owner: its `usuarioId` must be this user ('company-user'). Part of the scope
   * wherever it goes (a list's total is counted per user: the scope is in its key).
   */
  userId?: number;
}

/** The column holding a 'company-user' row's owner. */
const OWNER_COLUMN = 'usuarioId';

/**
 * Rows in the scope; an empty scope matches nothing (SQL has no empty `in ()`). `alias` names the
 * table when a query reads several (a referenced register's rows inside another's query).
 */
export const inScope =
  (scope: Scope, alias?: string) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are chosen at run time
  (eb: ExpressionBuilder<any, any>) => {
    const ref = (column: string) => eb.ref(alias ? `${alias}.${column}` : column);
    const company = scope.all
      ? eb.lit(true)
      : scope.companyIds.length === 0
        ? eb.lit(false)
        : eb(ref(scope.column), 'in', scope.companyIds);
    return scope.userId === undefined ? company : eb.and([company, eb(ref(OWNER_COLUMN), '=', scope.userId)]);
  };

/** The scope of get, update, delete, activate and deactivate. */
export async function rowScope(db: Kysely<Database>, auth: AuthContext, tenancy: Tenancy): Promise<Scope> {
  switch (tenancy) {
    case 'company':
      return { column: 'empresaId', companyIds: [auth.empresaId] };
    case 'accessible-companies':
      return { column: 'id', companyIds: await accessibleCompanyIds(db, auth.userId) };
    case 'parent-company':
      return { column: 'empresaId', companyIds: await accessibleCompanyIds(db, auth.userId) };
    case 'global':
      return { column: 'id', companyIds: [], all: true };
    case 'company-user':
      return { column: 'empresaId', companyIds: [auth.empresaId], userId: auth.userId };
  }
}

/** The parent company named by `companyId`, which the caller must be allowed to access. */
async function parentCompany(db: Kysely<Database>, auth: AuthContext, companyId: number | undefined) {
  if (companyId === undefined) throw refuse(400, { id: 'error.companyRequired' });
  const allowed = await accessibleCompanyIds(db, auth.userId);
  if (!allowed.includes(companyId)) throw refuse(403, { id: 'error.noCompanyAccess' });
  return companyId;
}

/** The scope of a list: parent-company lists show the children of one given company. */
export async function listScope(
  db: Kysely<Database>,
  auth: AuthContext,
  tenancy: Tenancy,
  companyId: number | undefined,
): Promise<Scope> {
  if (tenancy !== 'parent-company') return rowScope(db, auth, tenancy);
  return { column: 'empresaId', companyIds: [await parentCompany(db, auth, companyId)] };
}

export interface CreationScope {
  /** Column values a new row takes from the token, overriding anything in the body. */
  values: { empresaId?: number; usuarioId?: number };
  /** Run in the insert's transaction with the new row's id. */
  afterInsert?: (trx: Kysely<Database>, id: number) => Promise<void>;
}

export async function creationScope(
  db: Kysely<Database>,
  auth: AuthContext,
  tenancy: Tenancy,
  companyId: number | undefined,
): Promise<CreationScope> {
  switch (tenancy) {
    case 'company':
      return { values: { empresaId: auth.empresaId } };
    case 'accessible-companies':
      // A new company is reachable by its creator only through a grant, so give one at once.
      return {
        values: {},
        afterInsert: async (trx, id) => {
          await trx.insertInto('usuarioEmpresa').values({ usuarioId: auth.userId, empresaId: id }).execute();
        },
      };
    case 'parent-company':
      return { values: { empresaId: await parentCompany(db, auth, companyId) } };
    case 'global':
      return { values: {} };
    case 'company-user':
      return { values: { empresaId: auth.empresaId, usuarioId: auth.userId } };
  }
}
