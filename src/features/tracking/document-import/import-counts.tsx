// What an import did with the files it read: imported, updated, duplicated, rejected. On the log
// each card is also a filter: pressed, the log shows only the rows of that outcome; elsewhere a
// card with a count opens the log on those rows.
import { Paper, SimpleGrid, Text, useComputedColorScheme } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ImportLogView, ImportStatusDto } from '@/domain/tracking/imports/document-import';

type Counts = Pick<
  ImportStatusDto,
  'quantidadeImportadas' | 'quantidadeAtualizadas' | 'quantidadeDuplicadas' | 'quantidadeRejeitadas'
>;

const ITEMS = [
  { key: 'importadas', field: 'quantidadeImportadas', color: 'green' },
  { key: 'atualizadas', field: 'quantidadeAtualizadas', color: 'blue' },
  { key: 'duplicadas', field: 'quantidadeDuplicadas', color: 'yellow' },
  { key: 'rejeitadas', field: 'quantidadeRejeitadas', color: 'red' },
] as const;

export interface ImportCountsProps {
  status: Counts;
  /** The view the log shows; with onSelect the cards are toggle buttons. */
  selected?: ImportLogView;
  onSelect?: (view: ImportLogView | undefined) => void;
  /** The log opened on one outcome's rows (the import screen and the status page). */
  logHref?: (view: ImportLogView) => string;
}

export function ImportCounts({ status, selected, onSelect, logHref }: ImportCountsProps) {
  const intl = useIntl();
  // Deeper shades on a light background, lighter ones on a dark one, so the numbers stay legible.
  const shade = useComputedColorScheme('dark') === 'dark' ? 4 : 8;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
      {ITEMS.map(({ key, field, color }) => {
        const pressed = selected === key;
        const body = (
          <>
            <Text size="xs" c="dimmed">
              <FormattedMessage id={`nfeImport.count.${key}`} />
            </Text>
            <Text fw={700} size="lg" c={status[field] > 0 ? `${color}.${shade}` : undefined}>
              {status[field]}
            </Text>
          </>
        );
        if (!onSelect && logHref && status[field] > 0)
          return (
            <Paper
              key={key}
              component={Link}
              to={logHref(key)}
              withBorder
              p="xs"
              radius="sm"
              data-testid={`count-${key}`}
              aria-label={intl.formatMessage(
                { id: 'nfeImport.count.openLog' },
                { label: intl.formatMessage({ id: `nfeImport.count.${key}` }), count: status[field] },
              )}
              style={{ color: 'inherit', textDecoration: 'none' }}
            >
              {body}
            </Paper>
          );
        if (!onSelect)
          return (
            <Paper key={key} withBorder p="xs" radius="sm" data-testid={`count-${key}`}>
              {body}
            </Paper>
          );
        return (
          <Paper
            key={key}
            component="button"
            type="button"
            withBorder
            p="xs"
            radius="sm"
            data-testid={`count-${key}`}
            aria-pressed={pressed}
            aria-label={intl.formatMessage(
              { id: 'nfeImport.log.countFilter' },
              { label: intl.formatMessage({ id: `nfeImport.count.${key}` }), count: status[field] },
            )}
            onClick={() => onSelect(pressed ? undefined : key)}
            style={{
              textAlign: 'start',
              cursor: 'pointer',
              font: 'inherit',
              color: 'inherit',
              borderColor: pressed ? `var(--mantine-color-${color}-${shade})` : undefined,
              borderWidth: pressed ? 2 : undefined,
              background: pressed ? `var(--mantine-color-${color}-light)` : undefined,
            }}
          >
            {body}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
