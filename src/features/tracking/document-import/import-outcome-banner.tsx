// What an ended import did, in the colour of its result: green when everything came in, amber
// when some files were refused, red when nothing came in. It stays on the screen (the alert at
// the top hides itself) and names the counts, with the log one link away (ImportLinks).
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ImportStatusDto } from '@/domain/tracking/imports/document-import';
import { importOutcome, type ImportOutcome } from '@/domain/tracking/imports/import-outcome';
import { importLogHref } from './import-paths';
import { useImportScreenKind } from './import-screen-kind';

const LOOK: Record<Exclude<ImportOutcome, 'failed'>, { color: string; icon: typeof IconCheck }> = {
  success: { color: 'green', icon: IconCheck },
  partly: { color: 'orange', icon: IconAlertTriangle },
  nothingImported: { color: 'red', icon: IconX },
};

export function ImportOutcomeBanner({ status }: { status: ImportStatusDto }) {
  const { base } = useImportScreenKind();
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
      <Stack gap={4}>
        <Text size="sm">
          <FormattedMessage
            id={`importOutcome.${outcome}`}
            values={{ importadas: status.quantidadeImportadas, rejeitadas: status.quantidadeRejeitadas }}
          />
        </Text>
        {/* The refused files, straight: the log opened on them alone. */}
        {status.quantidadeRejeitadas > 0 && (
          <Anchor
            component={Link}
            to={importLogHref(status.id, undefined, base, 'rejeitadas')}
            size="sm"
            fw={600}
          >
            <FormattedMessage
              id="importOutcome.viewRejected"
              values={{ rejeitadas: status.quantidadeRejeitadas }}
            />
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
