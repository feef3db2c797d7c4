import type { SensorContext } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { CARGO_EXPENSE_STATUSES } from '@/machines/cargo-expense-status-machine';
import { CARGO_STATUSES } from '@/machines/cargo-status-machine';
import { ColumnKeyboard } from './column-keyboard';

/** Columns 300 px apart, left to right in the machine's order. */
const rects = new Map(
  CARGO_STATUSES.map((status, i) => [
    status,
    { left: i * 300, top: 100, width: 280, height: 600, right: i * 300 + 280, bottom: 700 },
  ]),
);

const press = (keyboard: ColumnKeyboard, code: string, rtl = false, over: string | null = 'emTransito') => {
  const event = { code, preventDefault: () => undefined } as unknown as KeyboardEvent;
  const context = {
    over: over ? { id: over } : null,
    active: { data: { current: { status: 'emTransito' } } },
    droppableRects: rects,
    collisionRect: { left: 610, top: 150, width: 260, height: 112 },
  } as unknown as SensorContext;
  return keyboard.coordinates(rtl)(event, {
    active: 1,
    currentCoordinates: { x: 610, y: 150 },
    context,
  });
};

describe('the board keyboard', () => {
  it('takes the held card to the next and previous columns and remembers the choice', () => {
    const keyboard = new ColumnKeyboard();
    expect(press(keyboard, 'ArrowRight')).toEqual({ x: 910, y: 156 });
    expect(keyboard.chosen()).toBe('emDescarga');
    // The next arrow starts from the chosen column, even before the board says the card is over it.
    press(keyboard, 'ArrowRight');
    expect(keyboard.chosen()).toBe('entregue');
    press(keyboard, 'ArrowLeft');
    press(keyboard, 'ArrowLeft');
    press(keyboard, 'ArrowLeft');
    expect(keyboard.chosen()).toBe('emCarregamento');
    keyboard.reset();
    expect(keyboard.chosen()).toBeNull();
  });

  it('reads the arrows the way the page reads in Arabic, and stops at the ends', () => {
    const keyboard = new ColumnKeyboard();
    press(keyboard, 'ArrowLeft', true);
    expect(keyboard.chosen()).toBe('emDescarga');
    const last = new ColumnKeyboard();
    expect(press(last, 'ArrowRight', false, 'cancelada')).toBeUndefined();
    expect(last.chosen()).toBeNull();
    expect(press(last, 'ArrowDown')).toBeUndefined();
  });

  it("walks another kind's columns, in that kind's order", () => {
    const keyboard = new ColumnKeyboard(CARGO_EXPENSE_STATUSES);
    const event = { code: 'ArrowRight', preventDefault: () => undefined } as unknown as KeyboardEvent;
    const context = {
      over: { id: 'emAnalise' },
      active: { data: { current: { status: 'emAnalise' } } },
      droppableRects: new Map(),
      collisionRect: null,
    } as unknown as SensorContext;
    keyboard.coordinates(false)(event, { active: 1, currentCoordinates: { x: 0, y: 0 }, context });
    expect(keyboard.chosen()).toBe('aprovada');
    keyboard.coordinates(false)(event, { active: 1, currentCoordinates: { x: 0, y: 0 }, context });
    expect(keyboard.chosen()).toBe('reprovada');
  });
});
