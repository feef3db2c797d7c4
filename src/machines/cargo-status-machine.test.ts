import { describe, expect, it } from 'vitest';
import {
  CARGO_MOVES,
  CARGO_STATUSES,
  canMoveCargo,
  cargoEventType,
  cargoMoveReason,
  cargoStatusMachine,
  type CargoStatus,
} from './cargo-status-machine';
import { applyRecordEvent, machineStates } from './record-machine';

const AT = '2026-05-10T15:00:00.000Z';
const record = (state: CargoStatus) => ({ state, context: { statusDesde: '2026-05-01T12:00:00.000Z' } });
const move = (from: CargoStatus, to: CargoStatus, motivo?: string) =>
  applyRecordEvent(cargoStatusMachine, record(from), { type: cargoEventType(to), at: AT, motivo });

describe('cargoStatusMachine', () => {
  it('has exactly the cargo statuses as its states', () => {
    expect(machineStates(cargoStatusMachine)).toEqual([...CARGO_STATUSES]);
  });

  it('moves a load forward one step at a time and stamps when it entered the status', () => {
    const step = move('aguardandoCarregamento', 'emCarregamento');
    expect(step).toEqual({
      accepted: true,
      from: 'aguardandoCarregamento',
      state: 'emCarregamento',
      context: { statusDesde: AT },
    });
    expect(move('emCarregamento', 'emTransito').accepted).toBe(true);
    expect(move('emTransito', 'emDescarga').accepted).toBe(true);
    expect(move('emDescarga', 'entregue').accepted).toBe(true);
  });

  it('refuses skipping steps and any move out of a final status', () => {
    expect(move('aguardandoCarregamento', 'entregue').accepted).toBe(false);
    expect(move('emTransito', 'cancelada', 'desistiu').accepted).toBe(false);
    for (const to of CARGO_STATUSES) {
      expect(move('entregue', to, 'x').accepted).toBe(false);
      expect(move('cancelada', to, 'x').accepted).toBe(false);
    }
  });

  it('needs a reason to go back, to leave the flow or to reopen', () => {
    expect(move('aguardandoCarregamento', 'cancelada').accepted).toBe(false);
    expect(move('aguardandoCarregamento', 'cancelada', '   ').accepted).toBe(false);
    expect(move('aguardandoCarregamento', 'cancelada', 'Embarcador desistiu').accepted).toBe(true);
    expect(move('aguardandoCarregamento', 'naoAtendida', 'Sem veículo').accepted).toBe(true);
    expect(move('emDescarga', 'emTransito').accepted).toBe(false);
    expect(move('emDescarga', 'emTransito', 'Recusada na doca').accepted).toBe(true);
    expect(move('naoAtendida', 'aguardandoCarregamento', 'Veículo liberado').accepted).toBe(true);
  });

  it('agrees with the table the board reads', () => {
    for (const from of CARGO_STATUSES)
      for (const to of CARGO_STATUSES) {
        const reason = cargoMoveReason(from, to);
        expect(canMoveCargo(from, to)).toBe(reason !== undefined);
        expect(move(from, to, 'motivo').accepted).toBe(reason !== undefined);
        if (reason) expect(move(from, to).accepted).toBe(false);
        if (reason === null) expect(move(from, to).accepted).toBe(true);
      }
    expect(Object.keys(CARGO_MOVES)).toEqual([...CARGO_STATUSES]);
  });
});
