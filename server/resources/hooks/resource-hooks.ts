// Behaviour of one resource that its declaration cannot express (hashing a password, refusing to
// delete oneself). The engine calls these inside the write's transaction, after it has checked
// that the row exists in the caller's scope.
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { AuthContext } from '../../auth/auth-context';
import type { Database } from '../../db/schema';

export type ColumnValues = Record<string, unknown>;

export interface HookContext {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are chosen at run time
  db: Kysely<any>;
  auth: AuthContext;
  /** The job queue, to queue work in the write's own transaction. */
  jobs: PgBoss;
}

/** A spreadsheet import's hooks also reach the app (its mail, its settings) and the typed transaction. */
export interface ImportHookContext extends HookContext {
  app: FastifyInstance;
  trx: Transaction<Database>;
}

/** One committed change to a row: its columns (the schema's) before and after. */
export interface RowWrite {
  id: number;
  before: ColumnValues | null;
  after: ColumnValues | null;
}

export interface ResourceHooks {
  /** Turns the validated body into the column values of the insert. */
  beforeCreate?: (ctx: HookContext, values: ColumnValues) => Promise<ColumnValues>;
  /** Turns the validated body into the column values of the update. */
  beforeUpdate?: (ctx: HookContext, id: number, values: ColumnValues) => Promise<ColumnValues>;
  /** Throws to refuse the deletion; may remove rows that only make sense with this one. */
  beforeDelete?: (ctx: HookContext, id: number) => Promise<void>;
  /** Throws to refuse the deactivation. */
  beforeDeactivate?: (ctx: HookContext, id: number) => Promise<void>;
  /** Throws to refuse the activation. */
  beforeActivate?: (ctx: HookContext, id: number) => Promise<void>;
  /** After any write (create, update, delete, activate, deactivate), in its transaction. */
  afterWrite?: (ctx: HookContext, write: RowWrite) => Promise<void>;
  /**
   * After an edit of many rows at once (the declaration's editMultiple), in its transaction, once
   * with every row it changed; throwing undoes the whole edit. Without it, afterWrite runs per row.
   */
  afterEditMultiple?: (ctx: HookContext, writes: readonly RowWrite[]) => Promise<void>;
  /**
   * After a create (the route's or a spreadsheet's, `before` null), update, delete, activate or
   * deactivate is committed: for what must see the change done (closing the hub connections of
   * sessions a write ended, telling a live board about a new row). `values` are the update's
   * column values as beforeUpdate answered them. Must not throw.
   */
  afterCommit?: (app: FastifyInstance, write: CommittedWrite) => Promise<void>;
  /**
   * A spreadsheet row about to be created, before beforeCreate: adds what a file cannot carry (a
   * new user's password). Throws an HttpError to refuse the row.
   */
  beforeImportCreate?: (ctx: ImportHookContext, values: ColumnValues) => Promise<ColumnValues>;
  /** A spreadsheet row just created, in the import's transaction (the new user's e-mail). */
  afterImportCreate?: (ctx: ImportHookContext, row: ColumnValues) => Promise<void>;
}

export interface CommittedWrite extends RowWrite {
  values?: ColumnValues;
}
