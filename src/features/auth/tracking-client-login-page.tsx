import { Anchor, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { loginDeliveryClient } from '@/services/auth-api';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';

export const TrackingClientLoginPage = () => (
  <AuthCard titleId="trackingClientLogin.title" subtitleId="trackingClientLogin.subtitle">
    <LoginForm
      signIn={loginDeliveryClient}
      destination="/trackingClient/opened"
      deliveryClient
      footer={
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login">
            <FormattedMessage id="auth.backToLogin" />
          </Anchor>
        </Text>
      }
    />
  </AuthCard>
);
