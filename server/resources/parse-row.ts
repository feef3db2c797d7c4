// A database row read through a declaration's schema.
import type { z } from 'zod';

/** Nullable columns come back as null; undefined lets the schema's defaults apply instead. */
export const parseRow = (schema: z.ZodObject, raw: Record<string, unknown>): Record<string, unknown> =>
  schema.parse(Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v ?? undefined])));
