// The frame of every sign-in screen: a centred card over a gradient, brand and language switch.
import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRoute2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LanguageSwitch } from '@/layouts/language-switch';
import './auth.css';

interface AuthCardProps {
  titleId: string;
  subtitleId?: string;
  children: ReactNode;
}

export const AuthCard = ({ titleId, subtitleId, children }: AuthCardProps) => (
  <Box className="rota-auth-page">
    <Group justify="flex-end" p="md" className="rota-auth-top">
      <LanguageSwitch />
    </Group>
    <Center component="main" px="md" pb="xl" className="rota-auth-center">
      <Paper className="rota-auth-card" radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xl" withBorder>
        <Stack gap="lg">
          <Group gap="sm" wrap="nowrap">
            <Box className="rota-auth-mark">
              <IconRoute2 size={26} />
            </Box>
            <Box>
              <Text fw={800} size="xl" lh={1.1}>
                Rota
              </Text>
              <Text size="xs" c="dimmed">
                <FormattedMessage id="auth.tagline" />
              </Text>
            </Box>
          </Group>
          <Box>
            <Title order={2} fz={22}>
              <FormattedMessage id={titleId} />
            </Title>
            {subtitleId && (
              <Text c="dimmed" size="sm" mt={4}>
                <FormattedMessage id={subtitleId} />
              </Text>
            )}
          </Box>
          {children}
        </Stack>
      </Paper>
    </Center>
  </Box>
);
