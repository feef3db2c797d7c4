import { Anchor, Divider, Group, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';
import { signInWith } from './sign-in-calls';

const login = signInWith('login');

export const LoginPage = () => (
  <AuthCard titleId="login.title" subtitleId="login.subtitle">
    <LoginForm
      signIn={login}
      destination="/module"
      footer={
        <>
          <Divider label={<FormattedMessage id="login.or" />} labelPosition="center" />
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              <FormattedMessage id="login.noAccount" />{' '}
              <Anchor component={Link} to="/usuario/create" fw={600}>
                <FormattedMessage id="login.createAccount" />
              </Anchor>
            </Text>
            <Anchor component={Link} to="/trackingClient/login" size="sm">
              <FormattedMessage id="login.trackingClient" />
            </Anchor>
          </Group>
        </>
      }
    />
  </AuthCard>
);
