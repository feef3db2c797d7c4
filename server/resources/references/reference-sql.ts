// The engine's computed columns of a row with reference fields, as SQL: the label of each
// reference and the ids and labels of each references field (read through its link table). Each
// is a subquery over the referenced register scoped like that register for the caller, so a label
// is never read from a row the caller's company cannot see, whoever wrote the id.
import { type AliasedExpression, type Expression, type ExpressionBuilder, type Kysely, sql } from 'kysely';
import {
  type ManyReferenceField,
  type ReadableResource,
  type ReferenceField,
  labelKeyOf,
  labelsKeyOf,
  manyReferenceFieldsOf,
  referenceFieldsOf,
} from '../../../src/domain/resources';
import type { AuthContext } from '../../auth/auth-context';
import type { Database } from '../../db/schema';
import { inScope, rowScope, type Scope } from '../tenancy';
import { referencedResource, type ResourceCatalog } from './resource-catalog';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are chosen at run time
type Builder = ExpressionBuilder<any, any>;

/** A referenced row's label column as text, so any kind of column can name a row. */
export const labelText = (alias: string, label: string) =>
  sql<string>`cast(${sql.ref(`${alias}.${label}`)} as text)`;

export interface RowReferences {
  /** The computed columns of a row: labels, and the ids of references fields. */
  selections: (eb: Builder) => AliasedExpression<unknown, string>[];
  /**
   * What a search or sort of a column means: its label for a reference, its labels joined for a
   * references field; undefined for a column of the table.
   */
  expression: (eb: Builder, column: string) => Expression<unknown> | undefined;
}

export const NO_REFERENCES: RowReferences = { selections: () => [], expression: () => undefined };

/** The scope of each register the declaration points at, for the signed-in caller. */
export async function referenceScopes(
  db: Kysely<Database>,
  auth: AuthContext,
  def: ReadableResource,
  catalog: ResourceCatalog,
): Promise<Map<string, Scope>> {
  const scopes = new Map<string, Scope>();
  for (const field of [...referenceFieldsOf(def), ...manyReferenceFieldsOf(def)]) {
    const target = referencedResource(catalog, field);
    if (!scopes.has(target.name)) scopes.set(target.name, await rowScope(db, auth, target.tenancy));
  }
  return scopes;
}

const NOTHING: Scope = { column: 'id', companyIds: [] };

/** The SQL of a declaration's computed columns, for the caller whose scopes are given. */
export function rowReferences(
  def: ReadableResource,
  catalog: ResourceCatalog,
  scopes: ReadonlyMap<string, Scope>,
): RowReferences {
  const single = referenceFieldsOf(def);
  const many = manyReferenceFieldsOf(def);
  if (single.length === 0 && many.length === 0) return NO_REFERENCES;
  const targetOf = (field: ReferenceField | ManyReferenceField) => {
    const target = referencedResource(catalog, field);
    return { target, scope: scopes.get(target.name) ?? NOTHING };
  };
  // The outer query reads the register's table unaliased; the subqueries alias theirs, so a
  // register pointing at itself still reads its own row's column.
  const own = (column: string) => `${def.table}.${column}`;

  const label = (eb: Builder, field: ReferenceField) => {
    const { target, scope } = targetOf(field);
    return eb
      .selectFrom(`${target.table} as r`)
      .select(labelText('r', field.references.label).as('label'))
      .whereRef('r.id', '=', own(field.name))
      .where(inScope(scope, 'r'));
  };

  const linked = (eb: Builder, field: ManyReferenceField, aggregate: 'ids' | 'labels') => {
    const { target, scope } = targetOf(field);
    const { table, ownKey, otherKey } = field.through;
    const value = aggregate === 'ids' ? sql`${sql.ref('r.id')}` : labelText('r', field.references.label);
    return eb
      .selectFrom(`${table} as l`)
      .innerJoin(`${target.table} as r`, 'r.id', `l.${otherKey}`)
      .select(sql`coalesce(array_agg(${value} order by ${value}), '{}')`.as('value'))
      .whereRef(`l.${ownKey}`, '=', own('id'))
      .where(inScope(scope, 'r'));
  };

  return {
    selections: (eb) => [
      ...single.map((field) => label(eb, field).as(labelKeyOf(field.name))),
      ...many.flatMap((field) => [
        linked(eb, field, 'ids').as(field.name),
        linked(eb, field, 'labels').as(labelsKeyOf(field.name)),
      ]),
    ],
    expression: (eb, column) => {
      const one = single.find((field) => field.name === column);
      if (one) return label(eb, one);
      const several = many.find((field) => field.name === column);
      return several ? sql<string>`array_to_string(${linked(eb, several, 'labels')}, ', ')` : undefined;
    },
  };
}
