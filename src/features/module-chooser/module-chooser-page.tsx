// /module: the modules the user's flags allow, as cards.
import {
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconLogout, IconRoute2 } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { userAtom } from '@/services/session-storage';
import { LanguageSwitch } from '@/layouts/language-switch';
import { UserMenu, type UserMenuPaths } from '@/layouts/user-menu';
import { deliveryClientSessionAtom } from '@/layouts/session-kind';
import { useLogout } from '@/layouts/use-logout';
import { usePrincipal } from '@/layouts/use-principal';
import { availableModules } from './available-modules';
import './module-chooser.css';

// Before a module is chosen, the menu's profile and company pages are the main (tracking) area's.
const CHOOSER_MENU: UserMenuPaths = {
  profilePath: '/profile',
  companyEditPath: (id) => `/empresa/edit/${id}`,
};

export const ModuleChooserPage = () => {
  const user = useAtomValue(userAtom);
  const deliveryClient = useAtomValue(deliveryClientSessionAtom);
  const principal = usePrincipal();
  const logout = useLogout();
  const modules = availableModules(principal, deliveryClient);

  return (
    <Box className="rota-modules-page">
      <Group justify="space-between" px={{ base: 'md', sm: 'xl' }} py="md" className="rota-modules-header">
        <Group gap="sm" wrap="nowrap">
          <Box className="rota-modules-mark">
            <IconRoute2 size={22} />
          </Box>
          <Text fw={800} size="lg">
            {user?.systemTitle || 'Rota'}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <LanguageSwitch />
          <UserMenu definition={CHOOSER_MENU} />
        </Group>
      </Group>
      <Container size="lg" py={{ base: 'lg', sm: 48 }}>
        <Stack gap={4} mb="xl">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            <FormattedMessage id="modules.title" values={{ name: user?.nomeApresentacao ?? '' }} />
          </Title>
          <Text c="dimmed">
            <FormattedMessage id="modules.subtitle" values={{ company: user?.empresaNomeFantasia ?? '' }} />
          </Text>
        </Stack>
        {modules.length === 0 ? (
          <Card withBorder radius="lg" p="xl">
            <Text>
              <FormattedMessage id="modules.none" />
            </Text>
            <Button
              mt="md"
              variant="light"
              leftSection={<IconLogout size={16} />}
              onClick={() => void logout()}
            >
              <FormattedMessage id="usermenu.logout" />
            </Button>
          </Card>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" data-testid="module-cards">
            {modules.map((m) => (
              <Card
                key={m.key}
                component={Link}
                to={m.to}
                withBorder
                radius="lg"
                p="lg"
                className="rota-module-card"
                data-testid={`module-${m.key}`}
              >
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <ThemeIcon size={52} radius="md" variant="light" color={m.color}>
                    <m.icon size={28} stroke={1.6} />
                  </ThemeIcon>
                  <IconArrowRight size={18} className="rota-module-arrow" />
                </Group>
                <Text fw={700} size="lg" mt="md">
                  <FormattedMessage id={`modules.${m.key}`} />
                </Text>
                <Text size="sm" c="dimmed" mt={4}>
                  <FormattedMessage id={`modules.${m.key}.description`} />
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Container>
    </Box>
  );
};
