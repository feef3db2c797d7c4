// Reads an import as the API answers it (GET <prefix>/get/{id}, the imports list, pushed progress).
import type { Kysely } from 'kysely';
import type { ImportStatusDto, ImportTipo } from '../../../../../src/domain/tracking/imports/document-import';
import type { Database } from '../../../../db/schema';

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
      'u.nomeApresentacao as usuarioNome',
    ]);

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
