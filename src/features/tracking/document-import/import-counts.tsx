// What an import did with the NF-e of the zip: imported, updated, duplicated, rejected.
import { Paper, SimpleGrid, Text, useComputedColorScheme } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { ImportStatusDto } from '@/domain/tracking/imports/document-import';

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

export function ImportCounts({ status }: { status: Counts }) {
  // Deeper shades on a light background, lighter ones on a dark one, so the numbers stay legible.
  const shade = useComputedColorScheme('dark') === 'dark' ? 4 : 8;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
      {ITEMS.map(({ key, field, color }) => (
        <Paper key={key} withBorder p="xs" radius="sm" data-testid={`count-${key}`}>
          <Text size="xs" c="dimmed">
            <FormattedMessage id={`nfeImport.count.${key}`} />
          </Text>
          <Text fw={700} size="lg" c={status[field] > 0 ? `${color}.${shade}` : undefined}>
            {status[field]}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
