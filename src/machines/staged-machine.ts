// A machine built from data, for lifecycles that users define at run time (workflow stages): a
// list of stages and the moves allowed between them. The result is an ordinary XState machine, so
// it runs through the same pure transition (record-machine.ts) and the same server path as a
// machine written in code.
import { createMachine } from 'xstate';
import { z } from 'zod';

export const stagedMachineSchema = z
  .object({
    id: z.string().min(1),
    stages: z.array(z.string().min(1)).min(1),
    /** The stage a new record starts in; the first stage when absent. */
    initial: z.string().min(1).optional(),
    transitions: z.array(
      z.object({ from: z.string().min(1), to: z.string().min(1), event: z.string().min(1) }),
    ),
  })
  .superRefine((def, ctx) => {
    const stages = new Set(def.stages);
    if (stages.size !== def.stages.length) ctx.addIssue({ code: 'custom', message: 'Etapas repetidas' });
    if (def.initial !== undefined && !stages.has(def.initial))
      ctx.addIssue({ code: 'custom', message: `Etapa inicial desconhecida: ${def.initial}` });
    const seen = new Set<string>();
    for (const t of def.transitions) {
      for (const stage of [t.from, t.to])
        if (!stages.has(stage)) ctx.addIssue({ code: 'custom', message: `Etapa desconhecida: ${stage}` });
      // One event leaves a stage for one place: otherwise the first listed would silently win.
      const key = `${t.from}\u0000${t.event}`;
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', message: `Evento repetido na etapa ${t.from}: ${t.event}` });
      seen.add(key);
    }
  });
export type StagedMachineDefinition = z.infer<typeof stagedMachineSchema>;

/** Events of a staged machine carry only their name. */
export interface StageEvent {
  type: string;
}

export function machineFromStages(definition: StagedMachineDefinition) {
  const def = stagedMachineSchema.parse(definition);
  const states = Object.fromEntries(
    def.stages.map((stage) => {
      const on = Object.fromEntries(
        def.transitions.filter((t) => t.from === stage).map((t) => [t.event, t.to]),
      );
      // A stage nothing leaves is where the record's life ends.
      return [stage, Object.keys(on).length > 0 ? { on } : { type: 'final' as const }];
    }),
  );
  return createMachine({
    id: def.id,
    types: {} as { context: Record<string, never>; events: StageEvent },
    initial: def.initial ?? def.stages[0],
    context: {},
    states,
  });
}
