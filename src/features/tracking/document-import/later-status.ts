import type { ImportStatusDto } from '@/domain/tracking/imports/document-import';

/**
 * The later of two statuses of one import. Polled answers and hub pushes travel apart, so a push
 * sent mid-way may arrive after the poll that saw the end: it must not undo the ended status
 * (whose counts name the result).
 */
export const laterStatus = (previous: ImportStatusDto | null, next: ImportStatusDto): ImportStatusDto => {
  if (!previous || previous.id !== next.id) return next;
  if (previous.dataFim !== null && next.dataFim === null) return previous;
  if ((next.quantidadeArquivosProcessados ?? 0) < (previous.quantidadeArquivosProcessados ?? 0))
    return previous;
  return next;
};
