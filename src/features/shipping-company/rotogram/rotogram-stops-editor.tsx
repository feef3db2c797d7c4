// A rotogram's stops on its edit screen: added, moved up or down, removed, then saved all at once
// in the order shown. Each stop is a group named by its position, so a screen reader says which
// stop a field belongs to.
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { issueMessage, type IssueLike } from '@/domain/validation/issue-message';
import {
  ROTOGRAM_STOPS_MAX,
  rotogramStopInput,
  type RotogramStop,
  type RotogramStopInput,
} from '@/domain/shipping-company/rotogram-stops';
import { IntegerInput } from '@/ui/integer-input';
import { TextField } from '@/ui/text-field';
import { getRotogramStops, rotogramStopsQueryKey, saveRotogramStops } from './rotogram-api';

/** A stop as typed: the distance as text ('12,5'), everything else as the schema takes it. */
interface DraftStop {
  key: number;
  nome: string;
  endereco: string;
  distancia: string;
  tempo: number | null;
}

let nextKey = 0;
const draftOf = (stop?: RotogramStop): DraftStop => ({
  key: ++nextKey,
  nome: stop?.nome ?? '',
  endereco: stop?.endereco ?? '',
  distancia: stop?.distanciaKm?.replace('.', ',') ?? '',
  tempo: stop?.tempoPrevistoMin ?? null,
});

const inputOf = (draft: DraftStop) => ({
  nome: draft.nome,
  endereco: draft.endereco,
  distanciaKm: draft.distancia.trim() === '' ? null : draft.distancia.trim().replace(',', '.'),
  tempoPrevistoMin: draft.tempo,
});

export function RotogramStopsEditor({ id }: { id: number }) {
  const intl = useIntl();
  const query = useQuery({ queryKey: rotogramStopsQueryKey(id), queryFn: () => getRotogramStops(id) });
  if (query.isPending) return <Skeleton h={120} />;
  if (query.isError) return <Alert color="red">{intl.formatMessage({ id: 'cargo.kanban.loadError' })}</Alert>;
  return <StopsForm id={id} stored={query.data} />;
}

function StopsForm({ id, stored }: { id: number; stored: RotogramStop[] }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  const queryClient = useQueryClient();
  const [stops, setStops] = useState<DraftStop[]>(() => stored.map(draftOf));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useMutation({
    mutationFn: (paradas: RotogramStopInput[]) => saveRotogramStops(id, paradas),
    onSuccess: (saved) => {
      queryClient.setQueryData(rotogramStopsQueryKey(id), saved);
      setNotice({ ok: true, text: t('rotogram.stops.saved') });
    },
    onError: () => setNotice({ ok: false, text: t('rotogram.stops.saveError') }),
  });

  const change = (key: number, patch: Partial<DraftStop>) => {
    setStops((all) => all.map((stop) => (stop.key === key ? { ...stop, ...patch } : stop)));
    setNotice(null);
  };
  const move = (index: number, by: -1 | 1) =>
    setStops((all) => {
      const next = [...all];
      const [taken] = next.splice(index, 1);
      next.splice(index + by, 0, taken!);
      return next;
    });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const paradas = stops.map((stop) => {
      const parsed = rotogramStopInput.safeParse(inputOf(stop));
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const name = `${stop.key}.${String(issue.path[0])}`;
          const message = issueMessage(issue as unknown as IssueLike, undefined);
          found[name] ??= intl.formatMessage({ id: message.id }, message.values);
        }
      }
      return inputOf(stop);
    });
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(paradas);
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="rotogram-stops-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="rotogram-stops-title">
            {t('rotogram.stops.title')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('rotogram.stops.hint')}
          </Text>
          {stops.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('rotogram.stops.empty')}
            </Text>
          )}
          {stops.map((stop, index) => {
            const ordem = index + 1;
            const error = (field: string) => errors[`${stop.key}.${field}`];
            return (
              <div
                key={stop.key}
                role="group"
                aria-labelledby={`rotogram-stop-${stop.key}`}
                data-testid="rotogram-stop"
              >
                <Group justify="space-between" wrap="nowrap">
                  <Text id={`rotogram-stop-${stop.key}`} fw={600} size="sm">
                    {t('rotogram.stops.stop', { ordem })}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                      aria-label={t('rotogram.stops.up', { ordem })}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      disabled={index === stops.length - 1}
                      onClick={() => move(index, 1)}
                      aria-label={t('rotogram.stops.down', { ordem })}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => setStops((all) => all.filter((s) => s.key !== stop.key))}
                      aria-label={t('rotogram.stops.remove', { ordem })}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
                  <TextField
                    label={t('rotogram.stops.name')}
                    required
                    value={stop.nome}
                    error={error('nome')}
                    onChange={(event) => change(stop.key, { nome: event.currentTarget.value })}
                  />
                  <TextField
                    label={t('rotogram.stops.address')}
                    required
                    value={stop.endereco}
                    error={error('endereco')}
                    onChange={(event) => change(stop.key, { endereco: event.currentTarget.value })}
                  />
                  <TextField
                    label={t('rotogram.stops.distance')}
                    inputMode="decimal"
                    value={stop.distancia}
                    error={error('distanciaKm')}
                    onChange={(event) => change(stop.key, { distancia: event.currentTarget.value })}
                  />
                  <IntegerInput
                    label={t('rotogram.stops.time')}
                    value={stop.tempo}
                    error={error('tempoPrevistoMin')}
                    onChange={(tempo) => change(stop.key, { tempo })}
                  />
                </SimpleGrid>
              </div>
            );
          })}
          {notice && (
            <Alert color={notice.ok ? 'green' : 'red'} role={notice.ok ? 'status' : 'alert'}>
              {notice.text}
            </Alert>
          )}
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              disabled={stops.length >= ROTOGRAM_STOPS_MAX}
              onClick={() => setStops((all) => [...all, draftOf()])}
            >
              {t('rotogram.stops.add')}
            </Button>
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
              {t('rotogram.stops.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
