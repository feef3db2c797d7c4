// A database row read through a declaration's schema.
import type { z } from 'zod';

/** Nullable columns come back as null; undefined lets the schema's defaults apply instead. */
export function parseRow(schema: z.ZodObject, raw: Record<string, unknown>): Record<string, unknown> {
  // One plain copy per row (a list parses every row of its page): the caller's row is left as it is.
  const input: Record<string, unknown> = {};
  for (const key of Object.keys(raw)) input[key] = raw[key] ?? undefined;
  return schema.parse(input);
}
