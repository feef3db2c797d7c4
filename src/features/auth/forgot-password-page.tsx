import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconMailCheck, IconUser } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { sendPasswordResetEmail } from '@/services/auth-api';
import { AuthCard } from './auth-card';
import { BackToLoginLink } from './back-to-login-link';

export const ForgotPasswordPage = () => {
  const { formatMessage } = useIntl();
  const [login, setLogin] = useState('');
  const send = useMutation({ mutationFn: sendPasswordResetEmail });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (login.trim()) send.mutate(login.trim());
  };
  return (
    <AuthCard titleId="forgotPassword.title" subtitleId="forgotPassword.subtitle">
      {send.isSuccess ? (
        <Alert color="green" icon={<IconMailCheck size={18} />} data-testid="forgot-sent">
          <FormattedMessage id="forgotPassword.sent" />
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {send.isError && <Alert color="red">{send.error.message}</Alert>}
            <TextInput
              label={formatMessage({ id: 'forgotPassword.login' })}
              leftSection={<IconUser size={16} />}
              value={login}
              onChange={(e) => setLogin(e.currentTarget.value)}
              required
              autoFocus
            />
            <Button type="submit" loading={send.isPending} disabled={!login.trim()} fullWidth>
              <FormattedMessage id="forgotPassword.submit" />
            </Button>
          </Stack>
        </form>
      )}
      <BackToLoginLink />
    </AuthCard>
  );
};
