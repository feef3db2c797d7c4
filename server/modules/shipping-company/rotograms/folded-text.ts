// City names compared as people type them: without case or accents ('SAO PAULO' is 'São Paulo').
// The rotograms' lookup index (migration 0021) is built on the very same expression.
import { type RawBuilder, sql } from 'kysely';

const FOLD_FROM = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ';
const FOLD_TO = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';

/** The SQL of a folded column, for the index of the migration. */
export const foldedSql = (column: string) => `lower(translate(${column}, '${FOLD_FROM}', '${FOLD_TO}'))`;

/** A folded column or value in a query. */
export const folded = (value: RawBuilder<unknown> | string): RawBuilder<string> =>
  sql<string>`lower(translate(${value}, ${sql.lit(FOLD_FROM)}, ${sql.lit(FOLD_TO)}))`;
