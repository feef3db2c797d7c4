// The cargo expenses of the shipping company module: what the module's server side needs from them.
import type { Migration } from 'kysely';
import * as cargoExpense from './0023-cargo-expense';
import * as cargoExpenseReceipt from './0071-cargo-expense-receipt';

export { seedDemoCargoExpenses } from './demo-cargo-expenses';

export const CARGO_EXPENSE_MIGRATIONS: Record<string, Migration> = {
  '0023-cargo-expense': cargoExpense,
  '0071-cargo-expense-receipt': cargoExpenseReceipt,
};
