// Reads an import as the API answers it (GET <prefix>/get/{id}, the imports list, pushed progress).
import { type Kysely, sql } from 'kysely';
import type { ImportStatusDto, ImportTipo } from '../../../../../src/domain/tracking/imports/document-import';
import type { Database } from '../../../../db/schema';
import { ABANDONED_AFTER } from './open-imports';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

export const importStatusQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('nfeImport as i')
    .leftJoin('usuario as u', 'u.id', 'i.usuarioId')
    .select([
      'i.id',
      'i.empresaId',
      'i.usuarioId',
      'i.tipo',
      'i.situacao',
      'i.nomeArquivo',
      'i.quantidadeArquivos',
      'i.quantidadeArquivosProcessados',
      'i.quantidadeImportadas',
      'i.quantidadeAtualizadas',
      'i.quantidadeDuplicadas',
      'i.quantidadeRejeitadas',
      'i.erro',
      'i.dataInicio',
      'i.dataFim',
      'i.arquivoArmazenado',
      'u.nomeApresentacao as usuarioNome',
    ]);

/** A file is arriving: the import is claimed by an upload (`<uuid>.part`) that has not ended. */
const receivingFile = (row: { situacao: string; arquivoArmazenado: string | null }) =>
  row.situacao === 'aguardandoArquivo' && (row.arquivoArmazenado?.endsWith('.part') ?? false);

type StatusRow = Awaited<ReturnType<ReturnType<typeof importStatusQuery>['executeTakeFirstOrThrow']>>;

export const toStatusDto = (row: StatusRow): ImportStatusDto => ({
  id: row.id,
  quantidadeArquivos: row.quantidadeArquivos,
  quantidadeArquivosProcessados: row.quantidadeArquivosProcessados,
  dataFim: iso(row.dataFim),
  dataInicio: iso(row.dataInicio) ?? new Date(0).toISOString(),
  situacao: row.situacao,
  nomeArquivo: row.nomeArquivo,
  erro: row.erro,
  quantidadeImportadas: row.quantidadeImportadas,
  quantidadeAtualizadas: row.quantidadeAtualizadas,
  quantidadeDuplicadas: row.quantidadeDuplicadas,
  quantidadeRejeitadas: row.quantidadeRejeitadas,
  usuarioNome: row.usuarioNome ?? null,
  recebendoArquivo: receivingFile(row),
});

/** One import of one company and kind, or undefined (another company's import is never found). */
export async function findImport(db: Kysely<Database>, tipo: ImportTipo, empresaId: number, id: number) {
  const row = await importStatusQuery(db)
    .where('i.id', '=', id)
    .where('i.empresaId', '=', empresaId)
    .where('i.tipo', '=', tipo)
    .executeTakeFirst();
  return row;
}

/**
 * The user's latest import of a kind that has not ended (a file arriving, queued or being read),
 * or undefined: the import screen picks it up after the user left it or reloaded it. An upload
 * claimed more than a day ago is abandoned (open-imports.ts), never shown as running.
 */
export async function findRunningImport(
  db: Kysely<Database>,
  scope: { tipo: ImportTipo; empresaId: number; usuarioId: number },
) {
  return importStatusQuery(db)
    .where('i.empresaId', '=', scope.empresaId)
    .where('i.usuarioId', '=', scope.usuarioId)
    .where('i.tipo', '=', scope.tipo)
    .where('i.dataFim', 'is', null)
    .where((eb) =>
      eb.or([
        eb('i.situacao', 'in', ['naFila', 'processando']),
        eb.and([
          eb('i.situacao', '=', 'aguardandoArquivo'),
          eb('i.arquivoArmazenado', 'like', '%.part'),
          eb('i.dataInicio', '>', sql<Date>`now() - ${ABANDONED_AFTER}`),
        ]),
      ]),
    )
    .orderBy('i.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
