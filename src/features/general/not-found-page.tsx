import { Box, Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconArrowBack } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

export const NotFoundPage = () => (
  <Center mih="100dvh" p="md" data-testid="not-found">
    <Stack align="center" gap="md" ta="center">
      <Box fz={96} fw={900} lh={1} c="var(--mantine-primary-color-filled)" style={{ letterSpacing: -4 }}>
        404
      </Box>
      <Title order={1} fz={26}>
        <FormattedMessage id="general.notFound" />
      </Title>
      <Text c="dimmed" maw={420}>
        <FormattedMessage id="general.notFound.text" />
      </Text>
      <Button component={Link} to="/module" leftSection={<IconArrowBack size={16} />}>
        <FormattedMessage id="general.notFound.back" />
      </Button>
    </Stack>
  </Center>
);
