// Sort, search and pagination of a resource list, as SQL over an untyped query builder.
import type { Expression, ExpressionBuilder } from 'kysely';
import type { ResourceDefinition } from '../../src/domain/resources';
import { refuse } from '../errors';

export interface SortOrder {
  field: string;
  direction: 'asc' | 'desc';
}

/** `field` sorts ascending, `-field` descending; only the definition's sortable fields are allowed. */
export function parseSort(
  sort: string | undefined,
  def: Pick<ResourceDefinition, 'sortable' | 'defaultSort'>,
): SortOrder {
  const requested = sort?.trim() || def.defaultSort;
  const descending = requested.startsWith('-');
  const field = descending ? requested.slice(1) : requested;
  if (!def.sortable.includes(field)) throw refuse(400, { id: 'error.invalidSort', values: { field } });
  return { field, direction: descending ? 'desc' : 'asc' };
}

/** The text with LIKE's wildcards % and _ (and the escape \) escaped, so they match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The text as a literal ILIKE pattern: its own % and _ (and the escape \) match themselves. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** A LIKE pattern of values that begin with the text, taken literally. */
export const prefixPattern = (text: string) => `${escapeLike(text)}%`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are chosen at run time
type Builder = ExpressionBuilder<any, any>;

/**
 * Rows where any searchable field contains the text, ignoring case; every row without a text.
 * `expressionOf` gives what a field that is not a column means (a reference's label).
 */
export const searchFilter =
  (
    fields: readonly string[],
    search: string | undefined,
    expressionOf: (eb: Builder, field: string) => Expression<unknown> | undefined = () => undefined,
  ) =>
  (eb: Builder) => {
    if (!search || fields.length === 0) return eb.lit(true);
    const pattern = containsPattern(search);
    return eb.or(fields.map((field) => eb(expressionOf(eb, field) ?? eb.ref(field), 'ilike', pattern)));
  };

export const pageOffset = (page: number, pageSize: number) => (page - 1) * pageSize;
