// Records one occurrence on one delivery (the drawer) or on many (the delivery list's selection):
// a code of the company's occurrence table, the day and time it happened (now by default, on the
// business clock) and a note. The server writes it for all of them or for none, and moves each
// delivery's status through its machine as the code means.
import { Alert, Button, Group, Modal, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { nowUtcMinus3 } from '@/domain/format/date-time';
import {
  OCCURRENCE_NOTE_MAX,
  type RecordOccurrenceAnswer,
} from '@/domain/tracking/ocorrencia/record-occurrence';
import {
  listOccurrenceCodes,
  occurrenceCodesQueryKey,
  recordOccurrence,
} from '@/features/tracking/services/entrega-ocorrencia-api';
import { errorMessageIds, errorMessages } from '@/services/api';
import { DayInput } from '@/ui/day-input';
import { notify } from '@/ui/notify';

export interface RecordOccurrenceDialogProps {
  /** The deliveries to record it on: one from the drawer, up to 500 from the list's selection. */
  entregaIds: readonly number[];
  opened: boolean;
  onClose: () => void;
  /** After the server recorded it (the dialog has already closed and said so). */
  onRecorded?: (answer: RecordOccurrenceAnswer) => void;
}

/** Now on the business clock (UTC-3): its day and its hh:mm. */
const businessNow = () => {
  const iso = nowUtcMinus3().toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
};

/** The instant of a business day and time (UTC-3). */
const instantOf = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`).toISOString();

/** A PROCEDA number as the table prints it ('00'); a code with letters as it is. */
const code = (value: string) => (/^\d$/.test(value) ? value.padStart(2, '0') : value);

export function RecordOccurrenceDialog({
  entregaIds,
  opened,
  onClose,
  onRecorded,
}: RecordOccurrenceDialogProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const codes = useQuery({
    queryKey: occurrenceCodesQueryKey,
    queryFn: listOccurrenceCodes,
    enabled: opened,
  });
  const [codigo, setCodigo] = useState<string | null>(null);
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  const [texto, setTexto] = useState('');
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (!opened) return;
    const now = businessNow();
    setCodigo(null);
    setDay(now.day);
    setTime(now.time);
    setTexto('');
    setMissing(false);
  }, [opened]);

  const options = useMemo(
    () =>
      (codes.data ?? []).map((row) => ({
        value: String(row.codigo),
        label: `${code(row.codigo)} · ${row.descricao}${row.codigoEmbarcador ? ` (${row.codigoEmbarcador})` : ''}`,
      })),
    [codes.data],
  );
  const chosen = codes.data?.find((row) => String(row.codigo) === codigo);

  const mutation = useMutation({
    mutationFn: () =>
      recordOccurrence({
        entregaIds: [...entregaIds],
        codigo: codigo ?? '',
        dataOcorrencia: instantOf(day, time),
        texto: texto.trim() || undefined,
      }),
    onSuccess: (answer) => {
      notify({
        color: 'green',
        message: intl.formatMessage({ id: 'entregaOcorrencia.record.done' }, { count: answer.gravadas }),
      });
      onClose();
      onRecorded?.(answer);
    },
    // The occurrences, the statuses and the lists' rows of every delivery it touched.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['entrega'] }),
  });
  const [errorText, setErrorText] = useState<string>();
  useEffect(() => {
    if (!mutation.error) return setErrorText(undefined);
    const error = mutation.error;
    void (async () => {
      const known = (await errorMessageIds(error)).filter((id) => intl.messages[id]);
      if (known.length > 0) return setErrorText(known.map((id) => intl.formatMessage({ id })).join(' '));
      const texts = await errorMessages(error);
      setErrorText(texts.join(' ') || intl.formatMessage({ id: 'entregaOcorrencia.record.failed' }));
    })();
  }, [mutation.error, intl]);

  const dateComplete = day !== '' && /^\d{2}:\d{2}$/.test(time);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
      title={<FormattedMessage id="entregaOcorrencia.record.title" values={{ count: entregaIds.length }} />}
    >
      <form
        noValidate
        data-testid="record-occurrence-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!codigo) return setMissing(true);
          if (dateComplete) mutation.mutate();
        }}
      >
        {codes.isError && (
          <Alert color="red" variant="light" mb="sm" role="alert">
            <FormattedMessage id="entregaOcorrencia.record.codesError" />
          </Alert>
        )}
        <Select
          required
          searchable
          // A required choice: choosing the chosen option again keeps it rather than clearing it.
          allowDeselect={false}
          label={intl.formatMessage({ id: 'entregaOcorrencia.record.code' })}
          placeholder={intl.formatMessage({ id: 'entregaOcorrencia.record.codePlaceholder' })}
          data={options}
          value={codigo}
          onChange={(value) => {
            setCodigo(value);
            setMissing(false);
          }}
          error={missing ? intl.formatMessage({ id: 'entregaOcorrencia.record.required' }) : undefined}
          comboboxProps={{ withinPortal: true }}
          nothingFoundMessage="—"
        />
        {chosen && (
          <Text size="xs" c="dimmed" mt={4} data-testid="record-occurrence-meaning">
            <FormattedMessage
              id="entregaOcorrencia.record.meaning"
              values={{ status: intl.formatMessage({ id: `entrega.status.${chosen.status}` }) }}
            />
          </Text>
        )}
        <SimpleGrid cols={2} mt="sm" spacing="sm">
          <DayInput
            required
            label={intl.formatMessage({ id: 'entregaOcorrencia.record.date' })}
            value={day}
            onChange={setDay}
          />
          <TextInput
            required
            type="time"
            dir="ltr"
            label={intl.formatMessage({ id: 'entregaOcorrencia.record.time' })}
            value={time}
            onChange={(event) => setTime(event.currentTarget.value)}
          />
        </SimpleGrid>
        <Textarea
          mt="sm"
          label={intl.formatMessage({ id: 'entregaOcorrencia.record.note' })}
          value={texto}
          maxLength={OCCURRENCE_NOTE_MAX}
          autosize
          minRows={2}
          onChange={(event) => setTexto(event.currentTarget.value)}
        />
        {mutation.isError && errorText && (
          <Alert color="red" variant="light" mt="sm" role="alert" data-testid="record-occurrence-error">
            {errorText}
          </Alert>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            <FormattedMessage id="entregaOcorrencia.record.cancel" />
          </Button>
          <Button type="submit" loading={mutation.isPending} disabled={!dateComplete}>
            <FormattedMessage id="entregaOcorrencia.record.submit" />
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
