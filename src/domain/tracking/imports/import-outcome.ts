// What an ended import's result means for the person who sent it: the banner and the alert take
// their colour and words from it, so a zip whose every file was refused never reads as a success.
import type { ImportStatusDto } from './document-import';

export type ImportOutcome = 'failed' | 'nothingImported' | 'partly' | 'success';

export function importOutcome(
  status: Pick<
    ImportStatusDto,
    | 'situacao'
    | 'quantidadeImportadas'
    | 'quantidadeAtualizadas'
    | 'quantidadeDuplicadas'
    | 'quantidadeRejeitadas'
  >,
): ImportOutcome {
  if (status.situacao === 'falhou') return 'failed';
  const taken = status.quantidadeImportadas + status.quantidadeAtualizadas;
  if (status.quantidadeRejeitadas === 0) return 'success';
  // Duplicates are already in: a zip of only duplicates and refusals took nothing new either.
  return taken === 0 ? 'nothingImported' : 'partly';
}
