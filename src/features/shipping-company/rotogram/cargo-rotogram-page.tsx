// /trackingShippingCompany/cargoRotogram/rotogram/{cargoId}: the rotogram planned for the load's
// origin and destination, its stops in order with distances and times and the totals; or the
// spec's message when there is none (spec section 8), with a way to create one.
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Timeline,
  useDirection,
} from '@mantine/core';
import { IconArrowBack, IconMapPin, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { formatDecimal } from '@/domain/format';
import { sumDecimals } from '@/domain/money/decimal';
import { PageTitle } from '@/ui/page-title';
import { cargoRotogramQueryKey, getCargoRotogram } from './rotogram-api';

const BASE = '/trackingShippingCompany';

/** Minutes as the spec writes elapsed times: 'Nd HHh MMm' (section 9). */
const elapsed = (minutes: number) => {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  return `${days}d ${String(hours).padStart(2, '0')}h ${String(minutes % 60).padStart(2, '0')}m`;
};

export function CargoRotogramPage() {
  const intl = useIntl();
  // The back arrow points the way a right-to-left page goes back.
  const backArrowStyle = useDirection().dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const cargoId = Number(useParams().cargoId);
  const query = useQuery({
    queryKey: cargoRotogramQueryKey(cargoId),
    queryFn: () => getCargoRotogram(cargoId),
    retry: false,
  });
  const missing = query.error instanceof HTTPError && query.error.response.status === 404;
  const back = (
    <Button
      component={Link}
      to={`${BASE}/cargo/kanban`}
      variant="default"
      leftSection={<IconArrowBack size={16} style={backArrowStyle} />}
    >
      {t('rotogram.cargo.back')}
    </Button>
  );
  if (query.isPending) return <Skeleton h={200} />;
  if (query.isError) {
    return (
      <Stack gap="md">
        <Group justify="space-between">
          <PageTitle>{t('rotogram.cargo.open')}</PageTitle>
          {back}
        </Group>
        <Alert color={missing ? 'yellow' : 'red'} role="alert">
          {t(missing ? 'cargo.error.noRotogram' : 'cargo.kanban.loadError')}
        </Alert>
        {missing && (
          <Group>
            <Button component={Link} to={`${BASE}/rotogram/create`} leftSection={<IconPlus size={16} />}>
              {t('rotogram.cargo.create')}
            </Button>
          </Group>
        )}
      </Stack>
    );
  }
  const { rotograma, carga, paradas } = query.data;
  const km = sumDecimals(
    paradas.map((stop) => stop.distanciaKm ?? '0'),
    1,
  );
  const minutes = paradas.reduce((sum, stop) => sum + (stop.tempoPrevistoMin ?? 0), 0);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <PageTitle>{t('rotogram.cargo.title', { numero: carga.numero })}</PageTitle>
        {back}
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Anchor component={Link} to={`${BASE}/rotogram/edit/${rotograma.id}`} fw={600}>
            {t('rotogram.cargo.route', {
              nome: rotograma.nome,
              origem: `${rotograma.origemCidade}/${rotograma.origemUf}`,
              destino: `${rotograma.destinoCidade}/${rotograma.destinoUf}`,
            })}
          </Anchor>
          <Text size="sm" c="dimmed" data-testid="rotogram-total">
            {t('rotogram.stops.total', { km: formatDecimal(km, 1), tempo: elapsed(minutes) })}
          </Text>
          {paradas.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('rotogram.stops.empty')}
            </Text>
          ) : (
            <Timeline bulletSize={20} lineWidth={2} data-testid="rotogram-stops">
              {paradas.map((stop) => (
                <Timeline.Item
                  key={stop.ordem}
                  bullet={<IconMapPin size={12} />}
                  title={`${stop.ordem}. ${stop.nome}`}
                >
                  <Text size="sm">{stop.endereco}</Text>
                  <Text size="xs" c="dimmed" dir="auto">
                    {[
                      stop.distanciaKm !== null ? `${formatDecimal(stop.distanciaKm, 1)} km` : null,
                      stop.tempoPrevistoMin !== null ? elapsed(stop.tempoPrevistoMin) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
