// Column types shared by the platform's tables (schema.ts) and each module's (server/modules/*/tables.ts).
import type { ColumnType, Generated } from 'kysely';

/** Filled by the database on insert (now()), never updated. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** numeric columns come back as strings (exact decimals); written as strings or numbers. */
export type Decimal = ColumnType<string | null, string | number | null | undefined, string | number | null>;

/** What the resource engine fills on every write of a register (migration 0015). */
export interface RegisterHistory {
  /** Raised by every change; an edit made from another version answers 409. */
  version: Generated<number>;
  createdAt: CreatedAt;
  createdBy: ColumnType<number | null, number | null | undefined, number | null>;
  updatedAt: NullableTimestamp;
  updatedBy: ColumnType<number | null, number | null | undefined, number | null>;
}
