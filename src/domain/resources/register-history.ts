// The columns the engine itself keeps on a register (migration 0015): a version a stale edit
// must match, and who created and last changed a row and when. A declaration opts in with
// `versioned` and `audited`; the row the routes answer then carries them.
import { z } from 'zod';
import { type ReadableResource, detailSchemaOf, isWritable } from './define-resource';
import { referenceShape } from './references';

/** The catalog id of the 409 answer to an edit of a version that is no longer the stored one. */
export const STALE_EDIT_MESSAGE_ID = 'error.staleEdit';

/** The HTTP header an update carries the version it was edited from in (`If-Match: "3"`). */
export const VERSION_HEADER = 'if-match';
export const versionHeaderValue = (version: number) => `"${version}"`;
/** The version named by an If-Match header; undefined when absent or not a version. */
export const versionFromHeader = (header: string | undefined): number | undefined => {
  const match = /^"?(\d{1,9})"?$/.exec(header?.trim() ?? '');
  return match ? Number(match[1]) : undefined;
};

const instant = z
  .union([z.date(), z.string()])
  .transform((value) => new Date(value).toISOString())
  .nullable()
  .default(null);
const userId = z.number().int().nullable().default(null);

export const versionShape = { version: z.number().int() };
export const auditShape = { createdAt: instant, createdBy: userId, updatedAt: instant, updatedBy: userId };

const historyShape = (def: ReadableResource) =>
  isWritable(def) ? { ...(def.versioned ? versionShape : {}), ...(def.audited ? auditShape : {}) } : {};

/**
 * A schema derived from a declaration, built on first use and kept: declarations never change,
 * and the server asks for a list's row schema on every request (listColumns).
 */
const perDeclaration = (build: (def: ReadableResource) => z.ZodObject) => {
  const built = new WeakMap<ReadableResource, z.ZodObject>();
  return (def: ReadableResource): z.ZodObject => {
    const known = built.get(def);
    if (known) return known;
    const schema = build(def);
    built.set(def, schema);
    return schema;
  };
};

/**
 * The row of the list: the declaration's schema plus the engine's columns and the labels of its
 * references (references.ts).
 */
export const rowSchemaOf = perDeclaration((def) =>
  z.object({ ...def.schema.shape, ...historyShape(def), ...referenceShape(def) }),
);

/** The row of the get, likewise. */
export const detailRowSchemaOf = perDeclaration((def) =>
  z.object({ ...detailSchemaOf(def).shape, ...historyShape(def), ...referenceShape(def) }),
);
