// Asks for a saved set's name (to save or to rename); the server's refusal shows under the field.
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FILTRO_NOME_MAX } from '@/domain/tracking/dashboard/filtro-salvo';

export interface NameDialogProps {
  opened: boolean;
  title: ReactNode;
  initial?: string;
  error?: string;
  loading: boolean;
  onSubmit: (nome: string) => void;
  onClose: () => void;
}

export function NameDialog({
  opened,
  title,
  initial = '',
  error,
  loading,
  onSubmit,
  onClose,
}: NameDialogProps) {
  const intl = useIntl();
  const [nome, setNome] = useState(initial);
  useEffect(() => {
    if (opened) setNome(initial);
  }, [opened, initial]);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (nome.trim()) onSubmit(nome.trim());
        }}
      >
        <TextInput
          data-autofocus
          label={intl.formatMessage({ id: 'savedFilters.name' })}
          value={nome}
          maxLength={FILTRO_NOME_MAX}
          error={error}
          onChange={(event) => setNome(event.currentTarget.value)}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            <FormattedMessage id="savedFilters.cancel" />
          </Button>
          <Button type="submit" loading={loading} disabled={!nome.trim()}>
            <FormattedMessage id="savedFilters.save" />
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
