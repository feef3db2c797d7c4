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

export function SituationBadge({ situacao }: { situacao: ImportSituation }) {
  return (
    <Badge color={COLORS[situacao]} variant="light" tt="none">
      <FormattedMessage id={`nfeImport.situacao.${situacao}`} />
    </Badge>
  );
}
