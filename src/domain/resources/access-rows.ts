// Which rows of a register a principal may read, when it is not all of them. The rule is data
// (a condition on the row's columns), not a function, so that one declaration gives both of its
// forms and they cannot disagree: the server turns it into SQL for everything that reads many
// rows (a list, its total, its export, a reference's options; server/resources/readable-rows.ts)
// and into the predicate below for one row it already holds (a get, a file, a reference's target,
// a nested row's parent).
//
// A declaration's canAccess is asked about 'list' and 'read' without a record: it decides whether
// the principal reads the register at all. Had it been given the record, it could refuse a row
// the SQL of a list lets through, and the list, its total and its export would show what the get
// hides. checkReadRule (run by the engine when it mounts a register) refuses a canAccess that
// still looks at a record to decide a read.
import { PERMISSION_FLAGS, type Principal } from '../permissions';
import type { ReadableResource } from './define-resource';
import { computedKeysOf } from './references';
import { detailRowSchemaOf, rowSchemaOf } from './register-history';

/** A value a row's column is compared with. */
export type RowValue = string | number | boolean | null;

/**
 * Rows whose every named column equals the value given (one of the values, for a list; null is
 * a column left empty). The names are keys of the row schema (camelCase, as everywhere).
 */
export type RowCondition = Readonly<Record<string, RowValue | readonly RowValue[]>>;

/** The condition of the rows the principal may read; undefined when they may read every row. */
export const readableRowsOf = (def: ReadableResource, principal: Principal): RowCondition | undefined =>
  def.readableRows?.(principal);

/** Whether a row (as the routes answer it) meets the condition; a column it lacks does not. */
export const meetsRowCondition = (condition: RowCondition, record: Readonly<Record<string, unknown>>) =>
  Object.entries(condition).every(([column, allowed]) => {
    if (!(column in record)) return false;
    const value = record[column] ?? null;
    return Array.isArray(allowed) ? allowed.includes(value) : value === allowed;
  });

/** Whether this one row is among those the principal may read (readableRows only). */
export const isReadableRow = (
  def: ReadableResource,
  principal: Principal,
  record: Readonly<Record<string, unknown>>,
): boolean => {
  const condition = readableRowsOf(def, principal);
  return condition === undefined || meetsRowCondition(condition, record);
};

/** Principals different enough to reach each branch of a rule written on flags and kinds. */
const samplePrincipals = (): Principal[] => {
  const flags = (on: boolean) =>
    Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, on])) as Principal['flags'];
  return [true, false].flatMap((on) =>
    [false, true].flatMap((isRms) =>
      [false, true].map((isDeliveryClient) => ({ flags: flags(on), isRms, isDeliveryClient })),
    ),
  );
};

/** A record that refuses to be read: a canAccess deciding a read from it is found out. */
const recordNotGiven = (def: ReadableResource, action: string) =>
  new Proxy(
    {},
    {
      get: (_target, key) => {
        throw new Error(
          `${def.name}: canAccess reads the record (${String(key)}) to decide '${action}'. ` +
            'Which rows may be read is declared as readableRows, which lists, totals and exports apply too.',
        );
      },
      has: () => {
        throw new Error(
          `${def.name}: canAccess looks at the record to decide '${action}'; use readableRows.`,
        );
      },
    },
  );

/**
 * Throws when a declaration would let a list show rows its get hides: a canAccess that reads the
 * record to decide 'list' or 'read' (tried for principals with every flag and with none), or a
 * readableRows naming a column the rows do not carry (the get's predicate could never match it).
 */
export function checkReadRule(def: ReadableResource): void {
  // A column every row carries, as the list and the get answer it, and not one the engine computes.
  const detail = detailRowSchemaOf(def).shape;
  const computed = computedKeysOf(def);
  const carried = Object.keys(rowSchemaOf(def).shape).filter((key) => key in detail && !computed.has(key));
  for (const principal of samplePrincipals()) {
    for (const action of ['list', 'read'] as const) {
      def.canAccess?.(principal, action, recordNotGiven(def, action));
    }
    for (const column of Object.keys(readableRowsOf(def, principal) ?? {})) {
      if (!carried.includes(column)) {
        throw new Error(`${def.name}: readableRows names ${column}, which is not a column of its rows`);
      }
    }
  }
}
