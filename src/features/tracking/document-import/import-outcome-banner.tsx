// What an ended import did, in the colour of its result: green when everything came in, amber
// when some files were refused, red when nothing came in. It stays on the screen (the alert at
// the top hides itself) and names the counts, with the log one link away (ImportLinks).
import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import type { ImportStatusDto } from '@/domain/tracking/imports/document-import';
import { importOutcome, type ImportOutcome } from '@/domain/tracking/imports/import-outcome';

const LOOK: Record<Exclude<ImportOutcome, 'failed'>, { color: string; icon: typeof IconCheck }> = {
  success: { color: 'green', icon: IconCheck },
  partly: { color: 'orange', icon: IconAlertTriangle },
  nothingImported: { color: 'red', icon: IconX },
};

export function ImportOutcomeBanner({ status }: { status: ImportStatusDto }) {
  const outcome = importOutcome(status);
  // A refused zip says why in the status body itself.
  if (outcome === 'failed') return null;
  const { color, icon: Icon } = LOOK[outcome];
  return (
    // A status, not an alert: the section around it is already a live region, and the alert at the
    // top of the page announces the end once.
    <Alert
      role="status"
      color={color}
      variant="light"
      icon={<Icon size={18} />}
      data-testid="import-outcome"
      data-outcome={outcome}
    >
      <FormattedMessage
        id={`importOutcome.${outcome}`}
        values={{ importadas: status.quantidadeImportadas, rejeitadas: status.quantidadeRejeitadas }}
      />
    </Alert>
  );
}
