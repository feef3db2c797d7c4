import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

const SECTIONS = ['data', 'use', 'sharing', 'rights'] as const;

export const PrivacyPage = () => (
  <Container size="sm" py="xl">
    <Paper withBorder radius="lg" p="xl">
      <Stack gap="md">
        <Title order={1} fz={28}>
          <FormattedMessage id="privacy.title" />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id="privacy.intro" />
        </Text>
        {SECTIONS.map((s) => (
          <Stack key={s} gap={4}>
            <Title order={2} fz={18}>
              <FormattedMessage id={`privacy.${s}.title`} />
            </Title>
            <Text size="sm">
              <FormattedMessage id={`privacy.${s}.text`} />
            </Text>
          </Stack>
        ))}
        <Anchor component={Link} to="/login" size="sm">
          <FormattedMessage id="auth.backToLogin" />
        </Anchor>
      </Stack>
    </Paper>
  </Container>
);
