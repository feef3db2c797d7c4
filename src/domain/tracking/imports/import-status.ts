// Where a document import is, as GET /nfe/get/{id} answers it and the notifications hub pushes it
// ('importProgress'). Written with zod's tree-shakable build (zod/mini): the signed-in shell loads
// the hub's contract on every page. The API's schema (document-import.ts) is built from the same
// fields.
import { z } from 'zod/mini';

/** Where an import is: waiting for its zip, queued, being read, done, or stopped by an error. */
export const IMPORT_SITUATIONS = [
  'aguardandoArquivo',
  'naFila',
  'processando',
  'concluida',
  'falhou',
] as const;
export type ImportSituation = (typeof IMPORT_SITUATIONS)[number];

const count = z.int();

/** The fields of an import's status. */
export const importStatusShape = {
  id: z.int(),
  quantidadeArquivos: z.nullable(count),
  quantidadeArquivosProcessados: z.nullable(count),
  /** ISO date-time; set once the import has ended (finished or failed). */
  dataFim: z.nullable(z.string()),
  dataInicio: z.string(),
  situacao: z.enum(IMPORT_SITUATIONS),
  /** Name of the uploaded zip. */
  nomeArquivo: z.nullable(z.string()),
  /** Why the whole import failed (not a zip, corrupt, too large ...). */
  erro: z.nullable(z.string()),
  /** NF-e that became deliveries (new), NF-e updated, duplicates, and every other entry. */
  quantidadeImportadas: count,
  quantidadeAtualizadas: count,
  quantidadeDuplicadas: count,
  quantidadeRejeitadas: count,
  /** Who started it (display name). */
  usuarioNome: z.nullable(z.string()),
  /** Its file is still arriving (an upload under way): shown as such rather than as waiting. */
  recebendoArquivo: z.optional(z.boolean()),
};

/** An import's status as the notifications hub pushes it. */
export const importProgressSchema = z.object(importStatusShape);
