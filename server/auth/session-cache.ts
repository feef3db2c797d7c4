// The session check of every request, kept in memory between writes to the tables it reads. The
// check is a round trip to PostgreSQL that cost about half of what a page of the delivery list
// costs the server; under many users its answer rarely changes. An answer is kept only while the
// tables' change clock (server/db/table-changes.ts) has not moved since before it was read: a
// sign-out (revoked_token), a password change, reset or deactivation (usuario), a profile's flags
// or membership (perfil, usuario_perfil) or a company grant (usuario_empresa) moves it, so the very
// next request reads the session again, as it did on every request before. Writes by this process
// move it before their answer goes out; other connections' writes when PostgreSQL's notification
// arrives. MAX_AGE_MS bounds how long an answer is used even so.
import type { TableChanges } from '../db/table-changes';
import type { AuthContext } from './auth-context';

/** The tables the session check reads: migration 0095 gives each its change trigger. */
export const SESSION_TABLES = ['usuario', 'perfil', 'usuario_perfil', 'usuario_empresa', 'revoked_token'];

const MAX_AGE_MS = 10_000;
/** Sessions kept at once; the oldest is dropped past it. */
const CAPACITY = 10_000;

interface Entry {
  context: AuthContext;
  mark: number;
  readAt: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly changes: TableChanges,
    private readonly now: () => number = Date.now,
  ) {}

  /** The session of `key` (its token and claims): kept if still current, else read by `read`. */
  async session(key: string, read: () => Promise<AuthContext>): Promise<AuthContext> {
    const entry = this.entries.get(key);
    if (entry && this.changes.stillCurrent(entry.mark) && this.now() - entry.readAt < MAX_AGE_MS) {
      return entry.context;
    }
    if (entry) this.entries.delete(key);
    const mark = this.changes.mark();
    const readAt = this.now();
    const context = await read();
    if (this.changes.stillCurrent(mark)) this.keep(key, { context: frozen(context), mark: mark!, readAt });
    return context;
  }

  /** How many sessions are kept. */
  get size(): number {
    return this.entries.size;
  }

  private keep(key: string, entry: Entry): void {
    if (this.entries.size >= CAPACITY) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
  }
}

/** A kept answer is shared by the requests that use it: none may change it for the others. */
function frozen(context: AuthContext): AuthContext {
  Object.freeze(context.principal.flags);
  Object.freeze(context.principal);
  return Object.freeze(context);
}
