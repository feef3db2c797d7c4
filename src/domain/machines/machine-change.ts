// What the server says about a record's state changes, for every machine-checked record
// (delivery status now; cargo, forms, pendencies and workflow stages next): a row of its history
// and the push the company's users receive once a change is committed. Written with zod's
// tree-shakable build (zod/mini): the signed-in shell loads the push's schema with the
// notifications hub's contract on every page.
import { z } from 'zod/mini';

/** The notifications hub's target of a committed state change. */
export const MACHINE_CHANGED_TARGET = 'stateChanged';

export const machineChangeSchema = z.object({
  /** Which machine: `entrega`, ... */
  maquina: z.string(),
  id: z.int(),
  evento: z.string(),
  de: z.string(),
  para: z.string(),
  version: z.int(),
});
export type MachineChange = z.infer<typeof machineChangeSchema>;

export const machineHistoryEntrySchema = z.object({
  id: z.int(),
  evento: z.string(),
  de: z.string(),
  para: z.string(),
  motivo: z.nullable(z.string()),
  /** Who: the user's display name, or null for a change no user made (an import of a deleted user). */
  usuario: z.nullable(z.string()),
  /** When (ISO instant). */
  createdAt: z.string(),
});
export type MachineHistoryEntry = z.infer<typeof machineHistoryEntrySchema>;

export const MACHINE_REASON_MAX = 500;

/** The body of a request applying an event to a record: the event, the version seen, and why. */
export const machineEventRequestSchema = <E extends readonly [string, ...string[]]>(events: E) =>
  z.object({
    event: z.enum(events),
    /** The record's version the user saw: a change made since then refuses the event (409). */
    version: z.int().check(z.minimum(0)),
    reason: z.pipe(
      z.optional(
        z
          .string()
          .check(
            z.trim(),
            z.maxLength(MACHINE_REASON_MAX, `O motivo tem no máximo ${MACHINE_REASON_MAX} caracteres.`),
          ),
      ),
      z.transform((value: string | undefined) => value || undefined),
    ),
  });
