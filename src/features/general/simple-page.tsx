// Small informational pages inside the tracking layout: /home, /secure, /hello, /register.
import { Card, Stack, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { userAtom } from '@/services/session-storage';

const SimplePage = ({ page }: { page: 'home' | 'secure' | 'hello' | 'register' }) => {
  const user = useAtomValue(userAtom);
  return (
    <Card withBorder radius="lg" p="xl" data-testid={`page-${page}`}>
      <Stack gap="xs">
        <Title order={2} fz={22}>
          <FormattedMessage id={`general.${page}.title`} values={{ name: user?.nomeApresentacao ?? '' }} />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id={`general.${page}.text`} />
        </Text>
      </Stack>
    </Card>
  );
};

export const HomePage = () => <SimplePage page="home" />;
export const SecurePage = () => <SimplePage page="secure" />;
export const HelloPage = () => <SimplePage page="hello" />;
export const RegisterPage = () => <SimplePage page="register" />;
