// The situation of an import as a coloured badge.
import { Badge } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { NfeImportSituation } from '@/domain/nfe/nfe-import';

const COLORS: Record<NfeImportSituation, string> = {
  aguardandoArquivo: 'gray',
  naFila: 'yellow',
  processando: 'blue',
  concluida: 'green',
  falhou: 'red',
};

export function SituationBadge({ situacao }: { situacao: NfeImportSituation }) {
  return (
    <Badge color={COLORS[situacao]} variant="light" tt="none">
      <FormattedMessage id={`nfeImport.situacao.${situacao}`} />
    </Badge>
  );
}
