// Shown when saving answered that someone else saved the record since the form was opened: the
// form keeps what the user typed, and reloading brings the stored version instead.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';

export function StaleEditAlert({ onReload }: { onReload: () => void }) {
  const intl = useIntl();
  return (
    <Alert
      role="alert"
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={intl.formatMessage({ id: 'engine.staleEdit.title' })}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          <FormattedMessage id="engine.staleEdit.message" />
        </Text>
        <Button
          size="xs"
          variant="light"
          color="orange"
          leftSection={<IconRefresh size={14} />}
          onClick={onReload}
        >
          <FormattedMessage id="engine.staleEdit.reload" />
        </Button>
      </Stack>
    </Alert>
  );
}
