// Shown when a route fails: a chunk that did not load (or timed out), or a screen that threw.
import { Button, Center, Code, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconReload } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { useRouteError } from 'react-router-dom';

export const RouteErrorPage = () => {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : null;
  return (
    <Center mih="60vh" p="md" data-testid="route-error">
      <Stack align="center" gap="sm" ta="center" maw={480}>
        <ThemeIcon size={64} radius="xl" color="red" variant="light">
          <IconAlertTriangle size={34} />
        </ThemeIcon>
        <Title order={2} fz={22}>
          <FormattedMessage id="general.chunkError" />
        </Title>
        <Text c="dimmed" size="sm">
          <FormattedMessage id="general.chunkError.text" />
        </Text>
        {detail && <Code>{detail}</Code>}
        <Button leftSection={<IconReload size={16} />} onClick={() => location.reload()}>
          <FormattedMessage id="general.reload" />
        </Button>
      </Stack>
    </Center>
  );
};
