// Saved filter sets of the delivery list (/filterTable/complete, /justFilter): a user's named
// set of the list's filter values, per company; the schemas of their register's declaration
// (../resources/filtro-salvo.ts). Only declared filters with valid values are kept, so a saved set
// always opens a list the server accepts. Pure: no I/O.
import { z } from 'zod';
import { entregaResource } from '../resources/entrega';
import { filterValueSchema } from '../../resources/list-filters';

export const FILTRO_NOME_MAX = 60;

/** The declared filter values of a set: { dataInicio: '2024-05-01', uf: 'SP' }. */
export type FilterValues = Record<string, string>;

/** Keeps the declared filters of the delivery list that have a valid, non-empty value. */
export const cleanFilterValues = (raw: Readonly<Record<string, unknown>>): FilterValues => {
  const clean: FilterValues = {};
  for (const filter of entregaResource.filters ?? []) {
    const value = raw[filter.name];
    if (typeof value !== 'string' || value.trim() === '') continue;
    if (filterValueSchema(filter).safeParse(value).success) clean[filter.name] = value.trim();
  }
  return clean;
};

const nome = z
  .string()
  .trim()
  .min(1, 'savedFilters.error.nome')
  .max(FILTRO_NOME_MAX, 'error.validation.tooLong');

/** Values of undeclared filters are dropped; a set must keep at least one filter. */
const filtros = z
  .record(z.string(), z.string())
  .transform(cleanFilterValues)
  .refine((values) => Object.keys(values).length > 0, 'savedFilters.error.filtros');

/** The body of the create and of the update (a rename sends the set's filters along). */
export const filtroSalvoInputSchema = z.object({ nome, filtros });
export type FiltroSalvoInput = z.input<typeof filtroSalvoInputSchema>;

export const filtroSalvoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  filtros: z.record(z.string(), z.string()),
});
export type FiltroSalvo = z.infer<typeof filtroSalvoSchema>;
