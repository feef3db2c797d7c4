// /usuario/create: a new customer creates its company and its administrator in one step.
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { signUpInput } from '@/domain/resources/usuario-fields';
import { signUp, type SignUpInput } from '@/services/auth-api';
import { storeSession } from '@/services/session-storage';
import { AuthCard } from './auth-card';
import { BackToLoginLink } from './back-to-login-link';

const EMPTY: SignUpInput = {
  nomeApresentacao: '',
  nomeAcesso: '',
  email: '',
  password: '',
  empresaNomeFantasia: '',
};

export const SignUpPage = () => {
  const { formatMessage } = useIntl();
  const navigate = useNavigate();
  const [form, setForm] = useState<SignUpInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof SignUpInput, string>>>({});
  const create = useMutation({
    mutationFn: signUp,
    onSuccess: ({ token, user }) => {
      storeSession(token, user);
      navigate('/module', { replace: true });
    },
  });
  const field = (name: keyof SignUpInput) => ({
    value: form[name],
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [name]: value }));
    },
    label: formatMessage({ id: `signUp.${name}` }),
    required: true,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own rules: login alphabet and size limits.
    const parsed = signUpInput.safeParse(form);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])) as typeof errors,
      );
      return;
    }
    setErrors({});
    create.mutate(parsed.data);
  };
  return (
    <AuthCard titleId="signUp.title" subtitleId="signUp.subtitle">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {create.isError && <Alert color="red">{create.error.message}</Alert>}
          <TextInput {...field('empresaNomeFantasia')} autoFocus />
          <TextInput {...field('nomeApresentacao')} />
          <TextInput {...field('nomeAcesso')} autoComplete="username" />
          <TextInput {...field('email')} type="email" autoComplete="email" />
          <PasswordInput {...field('password')} autoComplete="new-password" />
          <Button type="submit" loading={create.isPending} fullWidth mt="xs">
            <FormattedMessage id="signUp.submit" />
          </Button>
        </Stack>
      </form>
      <BackToLoginLink leadId="signUp.haveAccount" />
    </AuthCard>
  );
};
