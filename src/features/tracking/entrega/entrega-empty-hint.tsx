// Under a company's empty delivery list: deliveries come from the NF-e import, so say so and
// lead there.
import { Button, Group, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

/** The NF-e import screen of spec section 2.2. */
const NFE_IMPORT_PATH = '/notaFiscal/import';

export function EntregaEmptyHint() {
  return (
    <Group justify="center" gap="sm" mt="md" data-testid="entrega-empty-hint">
      <Text size="sm" c="dimmed">
        <FormattedMessage id="entrega.emptyHint" />
      </Text>
      <Button
        component={Link}
        to={NFE_IMPORT_PATH}
        variant="light"
        size="xs"
        leftSection={<IconFileImport size={14} />}
      >
        <FormattedMessage id="entrega.emptyHint.action" />
      </Button>
    </Group>
  );
}
