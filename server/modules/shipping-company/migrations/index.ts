// The shipping company module's migrations. Their names are recorded in kysely_migration by every
// database that ran them, so a name never changes; server/db/migrations/index.ts merges them with
// the platform's and every other module's, in name order.
import type { Migration } from 'kysely';
import * as shippingRegisters from './0017-shipping-registers';

export const SHIPPING_COMPANY_MIGRATIONS: Record<string, Migration> = {
  '0017-shipping-registers': shippingRegisters,
};
