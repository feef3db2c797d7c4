// A clock of the writes to a few tables, for what the server keeps in memory about their rows (the
// sessions of server/auth/session-cache.ts). It moves:
//  - at once for this process's own writes, which its pool sees go by (watched-writes.ts): when a
//    statement outside a transaction is done, and when a transaction that wrote them ends (its
//    rows become visible at its commit; until then a reading still sees the rows as they were);
//  - for anyone else's (another server process, a psql session, a script), when PostgreSQL's
//    notification from the tables' triggers arrives (table-notifications.ts, migration 0095).
// A reading of the tables may be kept only while the clock has not moved since before it began
// and the notifications are being received.

/** The channel the tables' triggers notify (migration 0095). */
export const TABLE_CHANGES_CHANNEL = 'rota_table_changes';

// Only a statement that starts with `select` cannot write (a data-modifying WITH must be the
// statement's own), unless more statements follow it (a simple query may hold several); every
// other text naming a watched table counts as a write to it.
const SELECT = /^\s*select\b/i;
const MORE_STATEMENTS = /;\s*\S/;

export class TableChanges {
  private generation = 0;
  private listening = false;
  private readonly named: RegExp;

  constructor(tables: readonly string[]) {
    // A table's name as an identifier, quoted or not, and not part of a longer name.
    this.named = new RegExp(`(?<![\\w$])"?(?:${tables.join('|')})"?(?![\\w$])`, 'i');
  }

  /** Whether a statement may write a watched table (erring on the side of yes). */
  writes(text: string): boolean {
    const readOnly = SELECT.test(text) && !MORE_STATEMENTS.test(text);
    return !readOnly && this.named.test(text);
  }

  /** A write to the tables is (or is about to be) visible: a statement's or transaction's end. */
  moved(): void {
    this.generation += 1;
  }

  /** Whether other processes' writes reach this one; until they do, nothing may be kept. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.moved();
  }

  /**
   * A mark to take before a reading of the tables, or undefined when no reading may be kept now.
   * The reading may be kept (and later used) as long as `stillCurrent(mark)`.
   */
  mark(): number | undefined {
    return this.listening ? this.generation : undefined;
  }

  stillCurrent(mark: number | undefined): boolean {
    return mark !== undefined && mark === this.mark();
  }
}
