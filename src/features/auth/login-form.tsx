// The sign-in form shared by /login and /trackingClient/login.
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconClockExclamation, IconLock, IconUser } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import type { LoginRequest, LoginResponse } from '@/domain/auth';
import { deliveryClientSessionAtom } from '@/layouts/session-kind';
import { afterSignIn } from '@/services/sign-in-return';
import { useSessionLogin } from './use-session-login';

interface LoginFormProps {
  signIn: (credentials: LoginRequest) => Promise<LoginResponse>;
  destination: string;
  footer?: ReactNode;
  deliveryClient?: boolean;
}

export const LoginForm = ({ signIn, destination, footer, deliveryClient = false }: LoginFormProps) => {
  const [state, send] = useSessionLogin(signIn);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { formatMessage } = useIntl();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');

  const setDeliveryClientSession = useSetAtom(deliveryClientSessionAtom);
  const succeeded = state.status === 'success';
  useEffect(() => {
    if (!succeeded) return;
    setDeliveryClientSession(deliveryClient);
    navigate(afterSignIn(search, destination), { replace: true });
  }, [succeeded, navigate, search, destination, deliveryClient, setDeliveryClientSession]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!login.trim() || !password) return;
    send({ type: 'session.login', credentials: { login: login.trim(), password } });
  };
  const loading = state.status === 'loading' || state.status === 'success';

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {search.get('reason') === 'expired' && state.status !== 'error' && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconClockExclamation size={18} />}
            data-testid="login-expired"
          >
            <FormattedMessage id="login.sessionExpired" />
          </Alert>
        )}
        {state.status === 'error' && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} data-testid="login-error">
            {state.error}
          </Alert>
        )}
        <TextInput
          label={formatMessage({ id: 'login.user' })}
          placeholder={formatMessage({ id: 'login.userPlaceholder' })}
          leftSection={<IconUser size={16} />}
          value={login}
          onChange={(e) => setLogin(e.currentTarget.value)}
          autoComplete="username"
          required
          name="login"
          autoFocus
        />
        <PasswordInput
          label={formatMessage({ id: 'login.password' })}
          placeholder={formatMessage({ id: 'login.passwordPlaceholder' })}
          leftSection={<IconLock size={16} />}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          autoComplete="current-password"
          required
          name="password"
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgotPassword" size="sm">
            <FormattedMessage id="login.forgotPassword" />
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={loading} disabled={!login.trim() || !password}>
          <FormattedMessage id="login.submit" />
        </Button>
        {footer}
      </Stack>
    </form>
  );
};
