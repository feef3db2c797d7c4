// The situation of an import as a coloured badge. A finished import says how it ended: green only
// when everything came in, amber with refusals, red when nothing came in.
import { Badge } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { ImportSituation, ImportStatusDto } from '@/domain/tracking/imports/document-import';
import { importOutcome } from '@/domain/tracking/imports/import-outcome';

const COLORS: Record<ImportSituation, string> = {
  aguardandoArquivo: 'gray',
  naFila: 'yellow',
  processando: 'blue',
  concluida: 'green',
  falhou: 'red',
};

type Counts = Pick<
  ImportStatusDto,
  'quantidadeImportadas' | 'quantidadeAtualizadas' | 'quantidadeDuplicadas' | 'quantidadeRejeitadas'
>;

const look = (situacao: ImportSituation, receiving: boolean, counts?: Counts) => {
  if (receiving) return { color: 'cyan', id: 'nfeImport.situacao.recebendoArquivo' };
  if (situacao === 'concluida' && counts) {
    const outcome = importOutcome({ situacao, ...counts });
    if (outcome === 'partly') return { color: 'orange', id: 'nfeImport.situacao.concluidaComRecusas' };
    if (outcome === 'nothingImported') return { color: 'red', id: 'nfeImport.situacao.nadaImportado' };
  }
  return { color: COLORS[situacao], id: `nfeImport.situacao.${situacao}` };
};

/**
 * `receiving`: the import waits for a file that is arriving right now (an upload under way);
 * `counts`: a finished import's counts, which name how it ended.
 */
export function SituationBadge({
  situacao,
  receiving = false,
  counts,
}: {
  situacao: ImportSituation;
  receiving?: boolean;
  counts?: Counts;
}) {
  const { color, id } = look(situacao, receiving, counts);
  return (
    <Badge
      color={color}
      variant="light"
      tt="none"
      style={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
    >
      <FormattedMessage id={id} />
    </Badge>
  );
}
