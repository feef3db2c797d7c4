// What the server says about a record's state changes, for every machine-checked record
// (delivery status now; cargo, forms, pendencies and workflow stages next): a row of its history
// and the push the company's users receive once a change is committed.
import { z } from 'zod';

/** The notifications hub's target of a committed state change. */
export const MACHINE_CHANGED_TARGET = 'stateChanged';

export const machineChangeSchema = z.object({
  /** Which machine: `entrega`, ... */
  maquina: z.string(),
  id: z.number().int(),
  evento: z.string(),
  de: z.string(),
  para: z.string(),
  version: z.number().int(),
});
export type MachineChange = z.infer<typeof machineChangeSchema>;

export const machineHistoryEntrySchema = z.object({
  id: z.number().int(),
  evento: z.string(),
  de: z.string(),
  para: z.string(),
  motivo: z.string().nullable(),
  /** Who: the user's display name, or null for a change no user made (an import of a deleted user). */
  usuario: z.string().nullable(),
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
    version: z.number().int().min(0),
    reason: z
      .string()
      .trim()
      .max(MACHINE_REASON_MAX, `O motivo tem no máximo ${MACHINE_REASON_MAX} caracteres.`)
      .optional()
      .transform((value) => value || undefined),
  });
