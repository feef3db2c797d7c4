import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import { acceptedEvents, applyRecordEvent, machineStates } from './record-machine';
import { machineFromStages } from './staged-machine';

const approval = machineFromStages({
  id: 'approval',
  stages: ['rascunho', 'emAnalise', 'aprovado', 'reprovado'],
  transitions: [
    { from: 'rascunho', to: 'emAnalise', event: 'enviar' },
    { from: 'emAnalise', to: 'aprovado', event: 'aprovar' },
    { from: 'emAnalise', to: 'reprovado', event: 'reprovar' },
    { from: 'reprovado', to: 'rascunho', event: 'corrigir' },
  ],
});

const at = (state: string) => ({ state, context: {} });

describe('machineFromStages', () => {
  it('has the listed stages and starts in the first', () => {
    expect(machineStates(approval)).toEqual(['rascunho', 'emAnalise', 'aprovado', 'reprovado']);
    expect(initialTransition(approval)[0].value).toBe('rascunho');
  });

  it('runs through the same pure transition as a machine written in code', () => {
    let record = at('rascunho');
    for (const [event, expected] of [
      ['enviar', 'emAnalise'],
      ['reprovar', 'reprovado'],
      ['corrigir', 'rascunho'],
      ['enviar', 'emAnalise'],
      ['aprovar', 'aprovado'],
    ] as const) {
      const step = applyRecordEvent(approval, record, { type: event });
      expect(step).toMatchObject({ accepted: true, from: record.state, state: expected });
      if (step.accepted) record = at(step.state);
    }
  });

  it('refuses a move the stage does not list, and ends where nothing leaves', () => {
    expect(applyRecordEvent(approval, at('rascunho'), { type: 'aprovar' })).toEqual({
      accepted: false,
      from: 'rascunho',
    });
    expect(approval.resolveState({ value: 'aprovado', context: {} }).status).toBe('done');
    const all = ['enviar', 'aprovar', 'reprovar', 'corrigir'].map((type) => ({ type }));
    expect(acceptedEvents(approval, at('emAnalise'), all).map((e) => e.type)).toEqual([
      'aprovar',
      'reprovar',
    ]);
    expect(acceptedEvents(approval, at('aprovado'), all)).toEqual([]);
  });

  it('refuses a definition that names an unknown stage or leaves a stage twice by one event', () => {
    expect(() =>
      machineFromStages({ id: 'x', stages: ['a'], transitions: [{ from: 'a', to: 'b', event: 'go' }] }),
    ).toThrow(/Etapa desconhecida: b/);
    expect(() =>
      machineFromStages({
        id: 'x',
        stages: ['a', 'b', 'c'],
        transitions: [
          { from: 'a', to: 'b', event: 'go' },
          { from: 'a', to: 'c', event: 'go' },
        ],
      }),
    ).toThrow(/Evento repetido/);
  });
});
