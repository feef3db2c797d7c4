import { AuthCard } from './auth-card';
import { BackToLoginLink } from './back-to-login-link';
import { LoginForm } from './login-form';
import { signInWith } from './sign-in-calls';

const loginDeliveryClient = signInWith('loginDeliveryClient');

export const TrackingClientLoginPage = () => (
  <AuthCard titleId="trackingClientLogin.title" subtitleId="trackingClientLogin.subtitle">
    <LoginForm
      signIn={loginDeliveryClient}
      destination="/trackingClient/opened"
      deliveryClient
      footer={<BackToLoginLink />}
    />
  </AuthCard>
);
