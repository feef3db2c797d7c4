// The keyboard of a kanban board (loads or expenses) (dnd-kit's KeyboardSensor): Space or Enter picks a card up,
// the arrow along the reading direction takes it to the next column and the other one to the
// previous column (in Arabic, right to left, the left arrow goes to the next column, as it looks),
// Space drops it and Escape puts it back. Up and down do nothing while a card is held. The column
// chosen is kept in `target`: the drop goes there even when keys come faster than the board
// scrolls to show it.
import { type KeyboardCoordinateGetter, KeyboardSensor, type KeyboardSensorProps } from '@dnd-kit/core';
import { CARGO_STATUSES } from '@/machines/cargo-status-machine';

/** The column the keyboard has taken the held card to, and how arrow keys move it. */
export class ColumnKeyboard {
  private target: string | null = null;

  /** The board's columns in reading order (the loads' by default). */
  constructor(private readonly statuses: readonly string[] = CARGO_STATUSES) {}

  /** A new card is held: no column chosen yet. */
  reset(): void {
    this.target = null;
  }

  /** The column chosen with the arrows, else null (the card was not moved). */
  chosen(): string | null {
    return this.target;
  }

  /** Where the held card goes on an arrow key: near the top of the neighbouring column. */
  coordinates(rtl: boolean): KeyboardCoordinateGetter {
    return (event, { context: { over, droppableRects, collisionRect, active } }) => {
      if (event.code !== 'ArrowRight' && event.code !== 'ArrowLeft') {
        if (event.code === 'ArrowUp' || event.code === 'ArrowDown') event.preventDefault();
        return undefined;
      }
      event.preventDefault();
      const current = (this.target ?? over?.id ?? active?.data.current?.status) as string | undefined;
      if (!current) return undefined;
      const forward = (event.code === 'ArrowRight') !== rtl;
      const next = this.statuses[this.statuses.indexOf(current) + (forward ? 1 : -1)];
      if (!next) return undefined;
      this.target = next;
      const rect = droppableRects.get(next);
      if (!rect || !collisionRect) return undefined;
      return { x: rect.left + (rect.width - collisionRect.width) / 2, y: rect.top + 56 };
    };
  }
}

const ENDING_KEYS = ['Space', 'Enter', 'Escape', 'Tab'];

interface SensorInternals {
  handleKeyDown: (event: Event) => void;
  props: KeyboardSensorProps;
}

/**
 * dnd-kit's KeyboardSensor, taking every key from the moment a card is picked up. The library
 * starts listening only after a timer and reads the board's measures, which exist only once the
 * pick-up has been drawn, so a quick "Space, ArrowRight, Space" lost its arrow and its drop. Here
 * keys are taken at once (the one that picked the card up excepted), kept while the board is not
 * measured yet, then applied in order, one a frame; nothing is taken after the drop or the cancel.
 */
export class PromptKeyboardSensor extends KeyboardSensor {
  constructor(props: KeyboardSensorProps) {
    super(props);
    const sensor = this as unknown as SensorInternals;
    const handle = sensor.handleKeyDown;
    const taken = new WeakSet<Event>([props.event]);
    const waiting: KeyboardEvent[] = [];
    let finished = false;
    const ready = () => {
      const { active, collisionRect, droppableRects } = sensor.props.context.current;
      return active !== null && collisionRect !== null && droppableRects.size > 0;
    };
    const apply = (event: KeyboardEvent) => {
      if (finished) return;
      handle(event);
      if (ENDING_KEYS.includes(event.code)) finished = true;
    };
    const flush = () => {
      if (!ready()) return void requestAnimationFrame(flush);
      const next = waiting.shift();
      if (next) apply(next);
      if (waiting.length > 0) requestAnimationFrame(flush);
    };
    const once = (event: Event) => {
      if (finished || taken.has(event) || !(event instanceof KeyboardEvent)) return;
      taken.add(event);
      if (waiting.length === 0 && ready()) return apply(event);
      // Not measured yet: the key is the sensor's, and waits its turn.
      event.preventDefault();
      if (waiting.push(event) === 1) requestAnimationFrame(flush);
    };
    // The library's own listener, added after its timer, goes through `once` too. It must be
    // another function than the early listener: the document takes one function only once, and
    // removing the early listener would then remove the library's.
    sensor.handleKeyDown = (event) => once(event);
    const target = props.event.target as Node | null;
    const doc = target?.ownerDocument ?? document;
    doc.addEventListener('keydown', once);
    setTimeout(() => doc.removeEventListener('keydown', once));
  }
}
