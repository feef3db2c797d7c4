// /shlog/freteRapido/solicitacaoColeta/nfe: the company's NF-e not delivered yet; the user picks
// some, a pickup day, and asks Frete Rápido to collect them. The server makes the call with the
// company's token (never sent to the browser) and answers why when the service says no. An
// administrator who plans trips sets the service's address and token below the list.
import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconSearch, IconTruckLoading } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatBusinessDateTime } from '@/domain/format/business-time';
import { nowUtcMinus3 } from '@/domain/format/date-time';
import { PICKUP_MAX_NFE, type PickupNfe } from '@/domain/logistics/logistics';
import { can } from '@/domain/permissions';
import { usePrincipal } from '@/layouts/use-principal';
import { errorMessages } from '@/services/api';
import { DayInput } from '@/ui/day-input';
import { notify } from '@/ui/notify';
import { PageTitle } from '@/ui/page-title';
import { LogisticsError } from '../logistics-error';
import {
  fetchFreteRapidoSettings,
  fetchPickupNfe,
  logisticsKeys,
  requestPickup,
  saveFreteRapidoSettings,
} from '../services/logistics-api';

const tomorrow = () => new Date(nowUtcMinus3().getTime() + 86_400_000).toISOString().slice(0, 10);

function SettingsPanel() {
  const intl = useIntl();
  const client = useQueryClient();
  const settings = useQuery({ queryKey: logisticsKeys.settings, queryFn: fetchFreteRapidoSettings });
  const [url, setUrl] = useState<string | null>(null);
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => saveFreteRapidoSettings({ url: (url ?? settings.data?.url ?? '').trim(), token }),
    onSuccess: (saved) => {
      client.setQueryData(logisticsKeys.settings, saved);
      setToken('');
      setError(null);
      notify({ message: intl.formatMessage({ id: 'logistics.settings.saved' }), color: 'green' });
    },
    onError: async (e) => setError((await errorMessages(e)).join(' ')),
  });
  if (!settings.data) return null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="frete-rapido-settings">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={3} fz="md">
              <FormattedMessage id="logistics.settings.title" />
            </Title>
            <Badge color={settings.data.tokenSet ? 'green' : 'gray'} variant="light" autoContrast>
              <FormattedMessage
                id={
                  settings.data.tokenSet ? 'logistics.settings.tokenSet' : 'logistics.settings.tokenMissing'
                }
              />
            </Badge>
          </Group>
          <TextInput
            label={intl.formatMessage({ id: 'logistics.settings.url' })}
            value={url ?? settings.data.url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            type="url"
          />
          <PasswordInput
            label={intl.formatMessage({ id: 'logistics.settings.token' })}
            description={intl.formatMessage({ id: 'logistics.settings.tokenHelp' })}
            value={token}
            onChange={(e) => setToken(e.currentTarget.value)}
            autoComplete="off"
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              <FormattedMessage id="logistics.settings.save" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function PickupCell({ nfe }: { nfe: PickupNfe }) {
  if (!nfe.coletaEm) {
    return (
      <Text size="sm" c="dimmed">
        <FormattedMessage id="logistics.pickup.notRequested" />
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Text size="sm">
        <FormattedMessage
          id="logistics.pickup.requested"
          values={{ date: formatBusinessDateTime(nfe.coletaEm) }}
        />
      </Text>
      {nfe.coletaProtocolo && (
        <Text size="xs" c="dimmed">
          <FormattedMessage id="logistics.pickup.protocol" values={{ protocolo: nfe.coletaProtocolo }} />
        </Text>
      )}
    </Stack>
  );
}

export function FreteRapidoPickupPage() {
  const intl = useIntl();
  const client = useQueryClient();
  const principal = usePrincipal();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [day, setDay] = useState(tomorrow);
  const [error, setError] = useState<string | null>(null);
  const nfe = useQuery({
    queryKey: logisticsKeys.pickup(debounced),
    queryFn: () => fetchPickupNfe(debounced),
    placeholderData: keepPreviousData,
  });
  const settings = useQuery({ queryKey: logisticsKeys.settings, queryFn: fetchFreteRapidoSettings });
  const request = useMutation({
    mutationFn: () => requestPickup({ entregaIds: [...chosen], dataColeta: day }),
    onSuccess: (result) => {
      setChosen(new Set());
      setError(null);
      notify({
        message: intl.formatMessage({ id: 'logistics.pickup.success' }, { count: result.results.length }),
        color: 'green',
      });
    },
    onError: async (e) => setError((await errorMessages(e)).join(' ')),
    onSettled: () => client.invalidateQueries({ queryKey: ['logistics', 'pickup'] }),
  });

  const rows = nfe.data ?? [];
  const toggle = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const tooMany = chosen.size > PICKUP_MAX_NFE;

  return (
    <Stack gap="md">
      <PageTitle>
        <FormattedMessage id="logistics.pickup.title" />
      </PageTitle>
      <Text c="dimmed">
        <FormattedMessage id="logistics.pickup.intro" />
      </Text>
      {settings.data && !settings.data.tokenSet && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
          <FormattedMessage id="logistics.pickup.noToken" />
        </Alert>
      )}
      <Group align="end" gap="md">
        <TextInput
          leftSection={<IconSearch size={14} />}
          label={intl.formatMessage({ id: 'logistics.pickup.search' })}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        <DayInput
          label={intl.formatMessage({ id: 'logistics.pickup.date' })}
          value={day}
          onChange={setDay}
          w={{ base: '100%', sm: 160 }}
        />
        <Button
          leftSection={<IconTruckLoading size={16} />}
          disabled={chosen.size === 0 || tooMany || !day}
          loading={request.isPending}
          onClick={() => request.mutate()}
        >
          <FormattedMessage id="logistics.pickup.submit" values={{ count: chosen.size }} />
        </Button>
      </Group>
      {tooMany && (
        <Text c="red" size="sm" role="alert">
          <FormattedMessage id="logistics.pickup.max" values={{ max: PICKUP_MAX_NFE }} />
        </Text>
      )}
      {error && (
        <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} />} data-testid="pickup-error">
          {error}
        </Alert>
      )}
      {nfe.isError ? (
        <LogisticsError error={nfe.error} onRetry={() => void nfe.refetch()} />
      ) : nfe.isPending ? (
        <Text c="dimmed" role="status">
          <FormattedMessage id="logistics.loading" />
        </Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed">
          <FormattedMessage id="logistics.pickup.empty" />
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped withTableBorder horizontalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Checkbox
                    aria-label={intl.formatMessage({ id: 'logistics.pickup.selectAll' })}
                    checked={rows.length > 0 && rows.every((r) => chosen.has(r.entregaId))}
                    indeterminate={chosen.size > 0 && !rows.every((r) => chosen.has(r.entregaId))}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      setChosen(
                        on ? new Set(rows.slice(0, PICKUP_MAX_NFE).map((r) => r.entregaId)) : new Set(),
                      );
                    }}
                  />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage id="logistics.pickup.nfe" />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage id="logistics.pickup.recipient" />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage id="logistics.pickup.destination" />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage id="logistics.pickup.value" />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage id="logistics.pickup.volumes" />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage id="logistics.pickup.pickup" />
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.entregaId} data-testid={`nfe-${r.entregaId}`}>
                  <Table.Td>
                    <Checkbox
                      aria-label={intl.formatMessage(
                        { id: 'logistics.pickup.select' },
                        { numero: r.numero ?? r.chaveAcesso },
                      )}
                      checked={chosen.has(r.entregaId)}
                      onChange={(e) => toggle(r.entregaId, e.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    {r.numero ?? '—'}
                    {r.serie ? `-${r.serie}` : ''}
                  </Table.Td>
                  <Table.Td>{r.destinatarioNome ?? '—'}</Table.Td>
                  <Table.Td>{r.destino ?? '—'}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {r.valorTotal === null
                      ? '—'
                      : intl.formatNumber(Number(r.valorTotal), { style: 'currency', currency: 'BRL' })}
                  </Table.Td>
                  <Table.Td>{r.volumes ?? '—'}</Table.Td>
                  <Table.Td>
                    <PickupCell nfe={r} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {can(principal, 'freteRapidoSettings') && <SettingsPanel />}
    </Stack>
  );
}
