// Drivers of the shipping company (issue 12: "the driver is found by document (CPF) from a driver
// register"). The spec names no driver screen or field list; a driver is what a load and a road
// check need: name, CPF (the document loads look the driver up by, unique in the company), phone,
// and the driving licence's number and expiry (CNH). Loads point at drivers, so a driver who has
// driven one is deactivated rather than deleted.
import { z } from 'zod';
import { cpfSchema } from '../../documents/cpf';
import { defineResource } from '../../resources/define-resource';
import { SHIPPING_COMPANY_MOUNTS } from './mounts';
import { dayColumn, optional, optionalDay } from './optional-fields';
import { registerName } from './register-fields';

/** A Brazilian phone: area code and number, 10 digits (landline) or 11 (mobile), stored as digits. */
export const phoneSchema = z
  .string()
  .transform((typed) => typed.replace(/\D/g, ''))
  .refine((digits) => /^\d{10,11}$/.test(digits), 'resource.driver.error.telefone');

/** The CNH (driving licence) number: its eleven digits. */
export const cnhSchema = z
  .string()
  .transform((typed) => typed.replace(/\D/g, ''))
  .refine((digits) => /^\d{11}$/.test(digits), 'resource.driver.error.cnhNumero');

export const driverInput = z.object({
  nome: registerName('resource.driver.error.nome'),
  cpf: cpfSchema,
  telefone: optional(phoneSchema),
  cnhNumero: optional(cnhSchema),
  cnhValidade: optionalDay,
});

export const driverSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  cpf: z.string(),
  telefone: z.string().nullish(),
  cnhNumero: z.string().nullish(),
  cnhValidade: dayColumn,
  ativo: z.boolean(),
});

export const driverResource = defineResource({
  name: 'driver',
  service: 'tracking',
  table: 'motorista',
  schema: driverSchema,
  input: driverInput,
  columns: ['nome', 'cpf', 'telefone', 'cnhValidade', 'ativo'],
  columnFormats: { cpf: 'cnpj', cnhValidade: 'day' },
  fields: [
    { name: 'nome', kind: 'text', required: true },
    { name: 'cpf', kind: 'text', required: true },
    { name: 'telefone', kind: 'text' },
    { name: 'cnhNumero', kind: 'text' },
    { name: 'cnhValidade', kind: 'date' },
  ],
  searchable: ['nome', 'cpf'],
  sortable: ['nome', 'cpf', 'cnhValidade', 'ativo'],
  defaultSort: 'nome',
  // Drivers serve the loads: whoever manages loads (tracking plus accessLoads) manages them.
  permission: 'shipper',
  tenancy: 'company',
  activatable: true,
  versioned: true,
  audited: true,
  bulkActions: ['activate', 'deactivate'],
  mounts: SHIPPING_COMPANY_MOUNTS.driver,
  // A sheet of drivers updates the driver with the same CPF.
  spreadsheet: { key: ['cpf'] },
});
