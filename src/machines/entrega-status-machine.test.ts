import { describe, expect, it } from 'vitest';
import type { EntregaStatus } from '../domain/tracking/entrega/entrega-status';
import { occurrenceEvent } from './entrega-occurrence-event';
import {
  ENTREGA_STATUS_ACTIONS,
  entregaActionEvent,
  entregaStatusMachine,
  type EntregaStatusEvent,
} from './entrega-status-machine';
import { acceptedEvents, applyRecordEvent, machineStates } from './record-machine';

const record = (state: EntregaStatus, dataPrevista: string | null = null) => ({
  state,
  context: { dataPrevista, dataEntrega: null },
});

/** The status after an occurrence meaning `meaning` on `day`, or null when it stays. */
const afterOccurrence = (
  state: EntregaStatus,
  meaning: EntregaStatus,
  dataPrevista: string | null = null,
  day = '2026-05-10',
) => {
  const event = occurrenceEvent({ meaning, day, at: `${day}T15:00:00.000Z` });
  if (!event) return null;
  const step = applyRecordEvent(entregaStatusMachine, record(state, dataPrevista), event);
  return step.accepted ? step.state : null;
};

describe('entregaStatusMachine', () => {
  it('has exactly the delivery statuses as its states', () => {
    expect(machineStates(entregaStatusMachine).sort()).toEqual(
      ['cancelada', 'devolvida', 'emTransito', 'entregue', 'entregueComAtraso', 'pendente'].sort(),
    );
  });

  it('moves a pending delivery to in transit, delivered or returned', () => {
    expect(afterOccurrence('pendente', 'emTransito')).toBe('emTransito');
    expect(afterOccurrence('pendente', 'entregue', '2026-05-10')).toBe('entregue');
    expect(afterOccurrence('emTransito', 'devolvida')).toBe('devolvida');
  });

  it('calls a delivery after the expected day late, and one on it on time', () => {
    expect(afterOccurrence('emTransito', 'entregue', '2026-05-10', '2026-05-11')).toBe('entregueComAtraso');
    expect(afterOccurrence('emTransito', 'entregue', '2026-05-10', '2026-05-10')).toBe('entregue');
    expect(afterOccurrence('emTransito', 'entregueComAtraso', '2026-05-10', '2026-05-01')).toBe(
      'entregueComAtraso',
    );
  });

  it('never moves a delivered, returned or cancelled delivery backwards', () => {
    expect(afterOccurrence('entregue', 'emTransito')).toBeNull();
    expect(afterOccurrence('entregueComAtraso', 'entregue')).toBeNull();
    expect(afterOccurrence('cancelada', 'entregue')).toBeNull();
    expect(afterOccurrence('devolvida', 'entregue')).toBeNull();
    expect(afterOccurrence('emTransito', 'emTransito')).toBeNull();
    expect(afterOccurrence('emTransito', 'pendente')).toBeNull();
    expect(afterOccurrence('emTransito', 'cancelada')).toBeNull();
  });

  it('lets a delivered delivery be returned', () => {
    expect(afterOccurrence('entregue', 'devolvida')).toBe('devolvida');
  });

  it('records when it was delivered, and only then', () => {
    const delivered = applyRecordEvent(entregaStatusMachine, record('emTransito'), {
      type: 'entrega.entregue',
      day: '2026-05-10',
      at: '2026-05-10T15:00:00.000Z',
    });
    expect(delivered).toMatchObject({ accepted: true, context: { dataEntrega: '2026-05-10T15:00:00.000Z' } });
    const returned = applyRecordEvent(
      entregaStatusMachine,
      { state: 'entregue', context: { dataPrevista: null, dataEntrega: '2026-05-10T15:00:00.000Z' } },
      { type: 'entrega.devolvida' },
    );
    expect(returned).toMatchObject({ accepted: true, context: { dataEntrega: '2026-05-10T15:00:00.000Z' } });
  });

  it('lets the cancellation of the invoice end any delivery but a cancelled one', () => {
    const cancel: EntregaStatusEvent = { type: 'entrega.cancelada' };
    for (const state of ['pendente', 'emTransito', 'entregue', 'entregueComAtraso', 'devolvida'] as const)
      expect(applyRecordEvent(entregaStatusMachine, record(state), cancel)).toMatchObject({
        accepted: true,
        state: 'cancelada',
      });
    expect(applyRecordEvent(entregaStatusMachine, record('cancelada'), cancel)).toEqual({
      accepted: false,
      from: 'cancelada',
    });
  });

  it('offers a user the actions the status accepts', () => {
    const now = new Date('2026-05-10T12:00:00.000Z');
    const offered = (state: EntregaStatus) =>
      acceptedEvents(
        entregaStatusMachine,
        record(state),
        ENTREGA_STATUS_ACTIONS.map((action) => entregaActionEvent(action, now)),
      ).map((event) => event.type);
    expect(offered('pendente')).toEqual([...ENTREGA_STATUS_ACTIONS]);
    expect(offered('emTransito')).toEqual(['entrega.entregue', 'entrega.devolvida', 'entrega.cancelada']);
    expect(offered('entregue')).toEqual(['entrega.devolvida', 'entrega.cancelada']);
    expect(offered('cancelada')).toEqual([]);
  });

  it('delivers a user action on the business day of its instant', () => {
    // 01:00 UTC is still the day before on the UTC-3 business clock.
    expect(entregaActionEvent('entrega.entregue', new Date('2026-05-11T01:00:00.000Z'))).toEqual({
      type: 'entrega.entregue',
      day: '2026-05-10',
      at: '2026-05-11T01:00:00.000Z',
    });
  });
});
