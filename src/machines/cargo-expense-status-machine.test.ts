import { describe, expect, it } from 'vitest';
import {
  CARGO_EXPENSE_MOVES,
  CARGO_EXPENSE_STATUSES,
  canMoveCargoExpense,
  cargoExpenseEventType,
  cargoExpenseMoveReason,
  cargoExpenseStatusMachine,
  type CargoExpenseStatus,
} from './cargo-expense-status-machine';
import { applyRecordEvent, machineStates } from './record-machine';

const AT = '2026-05-10T15:00:00.000Z';
const record = (state: CargoExpenseStatus) => ({
  state,
  context: { statusDesde: '2026-05-01T12:00:00.000Z' },
});
const move = (from: CargoExpenseStatus, to: CargoExpenseStatus, motivo?: string) =>
  applyRecordEvent(cargoExpenseStatusMachine, record(from), {
    type: cargoExpenseEventType(to),
    at: AT,
    motivo,
  });

describe('cargoExpenseStatusMachine', () => {
  it('has exactly the expense statuses as its states', () => {
    expect(machineStates(cargoExpenseStatusMachine)).toEqual([...CARGO_EXPENSE_STATUSES]);
  });

  it('goes from launched through review and approval to paid, stamping when it entered', () => {
    expect(move('lancada', 'emAnalise')).toEqual({
      accepted: true,
      from: 'lancada',
      state: 'emAnalise',
      context: { statusDesde: AT },
    });
    expect(move('emAnalise', 'aprovada').accepted).toBe(true);
    expect(move('aprovada', 'paga').accepted).toBe(true);
  });

  it('pays only an approved expense, and a paid one never changes', () => {
    for (const from of CARGO_EXPENSE_STATUSES)
      expect(move(from, 'paga', 'x').accepted).toBe(from === 'aprovada');
    for (const to of CARGO_EXPENSE_STATUSES) expect(move('paga', to, 'x').accepted).toBe(false);
  });

  it('disapproves only with a reason', () => {
    expect(move('emAnalise', 'reprovada').accepted).toBe(false);
    expect(move('emAnalise', 'reprovada', '  ').accepted).toBe(false);
    expect(move('emAnalise', 'reprovada', 'Sem comprovante').accepted).toBe(true);
    expect(move('lancada', 'reprovada', 'Sem comprovante').accepted).toBe(false);
  });

  it('agrees with the table the board reads', () => {
    for (const from of CARGO_EXPENSE_STATUSES)
      for (const to of CARGO_EXPENSE_STATUSES) {
        const reason = cargoExpenseMoveReason(from, to);
        expect(canMoveCargoExpense(from, to)).toBe(reason !== undefined);
        expect(move(from, to, 'motivo').accepted).toBe(reason !== undefined);
        if (reason) expect(move(from, to).accepted).toBe(false);
        if (reason === null) expect(move(from, to).accepted).toBe(true);
      }
    expect(Object.keys(CARGO_EXPENSE_MOVES)).toEqual([...CARGO_EXPENSE_STATUSES]);
  });
});
