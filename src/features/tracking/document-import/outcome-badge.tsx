// What a log row meant for its document, in the colour of the count card of the same outcome.
import { Badge } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import {
  rowOutcome,
  type ImportOccurrenceKind,
  type ImportRowOutcome,
} from '@/domain/tracking/imports/document-import';

const COLORS: Record<ImportRowOutcome, string> = {
  importada: 'green',
  atualizada: 'blue',
  duplicada: 'yellow',
  rejeitada: 'red',
};

export function OutcomeBadge({ tipo }: { tipo: ImportOccurrenceKind }) {
  const outcome = rowOutcome(tipo);
  return (
    <Badge
      color={COLORS[outcome]}
      variant="light"
      tt="none"
      style={{ flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
    >
      <FormattedMessage id={`nfeImport.log.outcome.${outcome}`} />
    </Badge>
  );
}
