// The shipping company module's migrations. Their names are recorded in kysely_migration by every
// database that ran them, so a name never changes; server/db/migrations/index.ts merges them with
// the platform's and every other module's, in name order.
import type { Migration } from 'kysely';
import * as drivers from '../drivers/0020-drivers';
import * as rotograms from '../rotograms/0021-rotograms';
import * as shippingRegisters from './0017-shipping-registers';
import * as vehicles from '../vehicles/0022-vehicles';

export const SHIPPING_COMPANY_MIGRATIONS: Record<string, Migration> = {
  '0017-shipping-registers': shippingRegisters,
  '0020-drivers': drivers,
  '0021-rotograms': rotograms,
  '0022-vehicles': vehicles,
};
