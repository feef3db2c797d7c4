// /user/passwordReset/{userId}?token=...: the link of the reset e-mail.
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { resetPassword } from '@/services/auth-api';
import { AuthCard } from './auth-card';
import { BackToLoginLink } from './back-to-login-link';

const MIN_PASSWORD_LENGTH = 8;

export const PasswordResetPage = () => {
  const { userId } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { formatMessage } = useIntl();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const reset = useMutation({ mutationFn: resetPassword });
  const tooShort = password.length > 0 && password.length < MIN_PASSWORD_LENGTH;
  const mismatch = confirmation.length > 0 && confirmation !== password;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password || tooShort || mismatch || password !== confirmation) return;
    reset.mutate({ userId: Number(userId), token, password });
  };

  return (
    <AuthCard titleId="passwordReset.title" subtitleId="passwordReset.subtitle">
      {reset.isSuccess ? (
        <Alert color="green" icon={<IconCircleCheck size={18} />} data-testid="reset-done">
          <FormattedMessage id="passwordReset.done" />
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {!token && (
              <Alert color="red">
                <FormattedMessage id="passwordReset.noToken" />
              </Alert>
            )}
            {reset.isError && <Alert color="red">{reset.error.message}</Alert>}
            <PasswordInput
              label={formatMessage({ id: 'passwordReset.password' })}
              leftSection={<IconLock size={16} />}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={tooShort ? formatMessage({ id: 'passwordReset.tooShort' }) : undefined}
              required
            />
            <PasswordInput
              label={formatMessage({ id: 'passwordReset.confirmation' })}
              leftSection={<IconLock size={16} />}
              value={confirmation}
              onChange={(e) => setConfirmation(e.currentTarget.value)}
              error={mismatch ? formatMessage({ id: 'passwordReset.mismatch' }) : undefined}
              required
            />
            <Button type="submit" loading={reset.isPending} disabled={!token || !password} fullWidth>
              <FormattedMessage id="passwordReset.submit" />
            </Button>
          </Stack>
        </form>
      )}
      <BackToLoginLink />
    </AuthCard>
  );
};
