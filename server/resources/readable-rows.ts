// A declaration's readableRows as SQL (src/domain/resources/access-rows.ts): the condition every
// query reading many rows of a register adds, so a list, its total, its export and a reference's
// options never show or count a row the get would answer as not found.
import type { ExpressionBuilder } from 'kysely';
import type { RowCondition } from '../../src/domain/resources';

/** Rows meeting the condition (every row without one); `alias` qualifies the columns. */
export const meetsCondition =
  (condition: RowCondition | undefined, alias?: string) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are chosen at run time
  (eb: ExpressionBuilder<any, any>) => {
    if (condition === undefined || Object.keys(condition).length === 0) return eb.lit(true);
    const column = (name: string) => eb.ref(alias ? `${alias}.${name}` : name);
    return eb.and(
      Object.entries(condition).map(([name, allowed]) => {
        if (!Array.isArray(allowed)) {
          return allowed === null ? eb(column(name), 'is', null) : eb(column(name), '=', allowed);
        }
        const values = allowed.filter((value) => value !== null);
        const either = [
          ...(values.length > 0 ? [eb(column(name), 'in', values)] : []),
          ...(allowed.includes(null) ? [eb(column(name), 'is', null)] : []),
        ];
        // An empty list allows no value: no row.
        return either.length > 0 ? eb.or(either) : eb.lit(false);
      }),
    );
  };
