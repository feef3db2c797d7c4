// One row of a resource as the routes answer it: the schema's table columns and the labels of its
// references, within the caller's scope.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ReadableResource } from '../../src/domain/resources';
import { tableColumnsOf } from './list-rows';
import { NO_REFERENCES, type RowReferences } from './references/reference-sql';
import { inScope, type Scope } from './tenancy';

export const readRow = (
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are chosen at run time
  db: Kysely<any>,
  def: ReadableResource,
  schema: z.ZodObject,
  scope: Scope,
  id: number,
  references: RowReferences = NO_REFERENCES,
): Promise<Record<string, unknown> | undefined> =>
  db
    .selectFrom(def.table)
    .select(tableColumnsOf(schema, def))
    .select(references.selections)
    .where('id', '=', id)
    .where(inScope(scope))
    .executeTakeFirst();
