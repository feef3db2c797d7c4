// The situation of an import as a coloured badge.
import { Badge } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { ImportSituation } from '@/domain/tracking/imports/document-import';

const COLORS: Record<ImportSituation, string> = {
  aguardandoArquivo: 'gray',
  naFila: 'yellow',
  processando: 'blue',
  concluida: 'green',
  falhou: 'red',
};

/** `receiving`: the import waits for a file that is arriving right now (an upload under way). */
export function SituationBadge({
  situacao,
  receiving = false,
}: {
  situacao: ImportSituation;
  receiving?: boolean;
}) {
  return (
    <Badge color={receiving ? 'cyan' : COLORS[situacao]} variant="light" tt="none">
      <FormattedMessage
        id={receiving ? 'nfeImport.situacao.recebendoArquivo' : `nfeImport.situacao.${situacao}`}
      />
    </Badge>
  );
}
