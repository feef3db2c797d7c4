// What the deadline form's pickers ask the server and get back: the municipalities matching what
// is typed (GET /api/tracking/municipios) and the carriers of the company's NF-e and CT-e
// (GET /api/tracking/rotaPrazoEntrega/transportadoras). Shared by the routes and the SPA.
import { z } from 'zod';
import { BRAZIL_UFS } from '../../brazil-ufs';

export const MUNICIPIO_SEARCH_LIMIT = 30;

export const municipioQuery = z.object({
  /** Part of the name, without regard to case or accents. */
  busca: z.string().trim().max(60).default(''),
  uf: z.enum(BRAZIL_UFS).optional(),
  /** One municipality by its code (a stored rule's city, shown by name). */
  ibge: z
    .string()
    .regex(/^\d{7}$/)
    .optional(),
});
export type MunicipioQuery = z.infer<typeof municipioQuery>;

export const municipioSchema = z.object({ ibge: z.string(), nome: z.string(), uf: z.string() });
export type Municipio = z.infer<typeof municipioSchema>;

export const transportadoraQuery = z.object({ busca: z.string().trim().max(60).default('') });
export const transportadoraSchema = z.object({ cnpj: z.string(), nome: z.string().nullable() });
export type Transportadora = z.infer<typeof transportadoraSchema>;

/** Lower case without accents, so 'sao' finds 'São'. */
export const searchText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
