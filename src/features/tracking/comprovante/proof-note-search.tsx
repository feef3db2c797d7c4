// When a file's barcode cannot be read: the NF-e found by its number, and its series and issuer
// (CNPJ or part of the name) when the number alone names several, instead of typing 44 digits.
import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatCnpjCpf } from '@/domain/format';
import type { ComprovanteEntrega } from '@/domain/tracking/entrega/comprovante';
import { searchProofDeliveries } from '@/features/tracking/services/comprovante-api';

export function ProofNoteSearch({ onChoose }: { onChoose: (entrega: ComprovanteEntrega) => void }) {
  const intl = useIntl();
  const [numero, setNumero] = useState('');
  const [serie, setSerie] = useState('');
  const [emitente, setEmitente] = useState('');
  const search = useMutation({ mutationFn: () => searchProofDeliveries({ numero, serie, emitente }) });
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="proof-note-search">
      <Text size="sm" fw={500} mb={4}>
        <FormattedMessage id="comprovante.search.title" />
      </Text>
      <Group
        component="form"
        align="flex-end"
        gap="xs"
        wrap="wrap"
        onSubmit={(event) => {
          event.preventDefault();
          if (numero.trim()) search.mutate();
        }}
      >
        <TextInput
          style={{ flex: '1 1 7rem' }}
          label={intl.formatMessage({ id: 'comprovante.search.numero' })}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          maxLength={9}
          value={numero}
          onChange={(event) => setNumero(event.currentTarget.value.replace(/\D/g, ''))}
        />
        <TextInput
          style={{ flex: '0 1 5rem' }}
          label={intl.formatMessage({ id: 'comprovante.search.serie' })}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          maxLength={3}
          value={serie}
          onChange={(event) => setSerie(event.currentTarget.value.replace(/\D/g, ''))}
        />
        <TextInput
          style={{ flex: '2 1 12rem' }}
          label={intl.formatMessage({ id: 'comprovante.search.emitente' })}
          autoComplete="off"
          maxLength={120}
          value={emitente}
          onChange={(event) => setEmitente(event.currentTarget.value)}
        />
        <Button
          type="submit"
          variant="light"
          leftSection={<IconSearch size={16} aria-hidden />}
          disabled={!numero.trim()}
          loading={search.isPending}
        >
          <FormattedMessage id="comprovante.search.submit" />
        </Button>
      </Group>
      {search.isError && (
        <Text size="sm" c="red" role="alert" mt="xs">
          {search.error.message}
        </Text>
      )}
      {search.data?.length === 0 && (
        <Alert variant="light" color="gray" p="xs" mt="xs" role="status">
          <FormattedMessage id="comprovante.search.none" />
        </Alert>
      )}
      {!!search.data?.length && (
        <Stack
          gap={4}
          mt="xs"
          role="list"
          aria-label={intl.formatMessage({ id: 'comprovante.search.results' })}
        >
          {search.data.map((entrega) => (
            <Group key={entrega.id} justify="space-between" gap="xs" wrap="wrap" role="listitem">
              <Text size="sm" style={{ minWidth: 0 }}>
                <FormattedMessage
                  id="comprovante.search.result"
                  values={{
                    numero: <bdi>{entrega.numero ?? ''}</bdi>,
                    serie: <bdi>{entrega.serie ?? ''}</bdi>,
                  }}
                />
                {entrega.emitenteNome && (
                  <>
                    {' · '}
                    <bdi>{entrega.emitenteNome}</bdi>
                  </>
                )}
                {entrega.emitenteCnpjCpf && (
                  <>
                    {' · '}
                    <bdi dir="ltr">{formatCnpjCpf(entrega.emitenteCnpjCpf)}</bdi>
                  </>
                )}
                {entrega.destinatarioNome && (
                  <>
                    {/* A dot rather than an arrow, which would point the wrong way in Arabic. */}
                    {' · '}
                    <bdi>{entrega.destinatarioNome}</bdi>
                  </>
                )}
              </Text>
              <Button
                size="xs"
                variant="default"
                onClick={() => onChoose(entrega)}
                aria-label={intl.formatMessage(
                  { id: 'comprovante.search.chooseNote' },
                  { numero: entrega.numero ?? '', serie: entrega.serie ?? '' },
                )}
              >
                <FormattedMessage id="comprovante.search.choose" />
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
