// A load's details (/trackingShippingCompany/cargo/kanbanEdit/{id}) over the board: every field
// and its status history, newest first, with links to the load's edit screen and its rotogram.
import { Badge, Button, Divider, Group, SimpleGrid, Stack, Text, useDirection } from '@mantine/core';
import { IconPencil, IconRoute } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { can } from '@/domain/permissions';
import { usePrincipal } from '@/layouts/use-principal';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { formatCalendarDay, formatCnpjCpf, formatDecimal } from '@/domain/format';
import { formatMoney } from '@/domain/money/format-money';
import { formatPlate } from '@/domain/shipping-company/vehicle-plate';
import { BoardDetailDrawer, DetailField as Field } from '../board-detail-drawer';
import { CargoExpensesPanel } from '../cargo-expense/cargo-expenses-panel';
import { cargoDetailQueryKey, getCargoDetail } from './cargo-api';
import { CargoHistoryTimeline } from './cargo-history-timeline';

interface CargoDetailDrawerProps {
  id: number | null;
  /** The board's version of the load: its details are read again when it changes. */
  version: number | undefined;
  onClose: () => void;
}

export function CargoDetailDrawer({ id, version, onClose }: CargoDetailDrawerProps) {
  const intl = useIntl();
  const { dir } = useDirection();
  const query = useQuery({
    queryKey: [...cargoDetailQueryKey(id ?? 0), version],
    queryFn: () => getCargoDetail(id!),
    enabled: id !== null,
  });
  const t = (messageId: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: messageId }, values);
  const none = t('cargo.detail.none');
  const status = (value: string) => t(`cargo.status.${value}`);
  // Editing a load is the cargo register's (tracking plus accessLoads), not the board's.
  const mayEdit = can(usePrincipal(), 'shipper');
  // Origin to destination, the arrow pointing the way the line reads.
  const arrow = dir === 'rtl' ? '←' : '→';
  return (
    <BoardDetailDrawer
      opened={id !== null}
      onClose={onClose}
      query={query}
      titleOf={(data) => t('cargo.detail.title', { numero: data.carga.numero })}
    >
      {(data) => (
        <Stack gap="md" data-testid="cargo-detail">
          <Group justify="space-between" gap="xs">
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('cargo.detail.status')}
              </Text>
              <Badge variant="light">{status(data.carga.status)}</Badge>
            </Group>
            {mayEdit && (
              <Group gap="xs">
                <Button
                  component={Link}
                  to={`/trackingShippingCompany/cargoRotogram/rotogram/${data.carga.id}`}
                  size="xs"
                  variant="default"
                  leftSection={<IconRoute size={14} />}
                >
                  {t('rotogram.cargo.open')}
                </Button>
                <Button
                  component={Link}
                  to={`/trackingShippingCompany/cargo/edit/${data.carga.id}`}
                  size="xs"
                  variant="light"
                  leftSection={<IconPencil size={14} />}
                >
                  {t('cargo.detail.edit')}
                </Button>
              </Group>
            )}
          </Group>
          <SimpleGrid cols={2} spacing="sm">
            <Field label={t('cargo.detail.route')}>
              {`${data.carga.origemCidade}/${data.carga.origemUf} ${arrow} ${data.carga.destinoCidade}/${data.carga.destinoUf}`}
            </Field>
            <Field label={t('cargo.detail.driver')}>{data.carga.motoristaNome}</Field>
            <Field label={t('cargo.detail.cpf')}>
              <span dir="ltr">{formatCnpjCpf(data.carga.motoristaCpf)}</span>
            </Field>
            <Field label={t('cargo.detail.plate')}>
              <span dir="ltr">{formatPlate(data.carga.placa)}</span>
            </Field>
            <Field label={t('cargo.detail.trailers')}>
              <span dir="ltr">
                {[data.carga.placaReboque1, data.carga.placaReboque2, data.carga.placaReboque3]
                  .filter((plate): plate is string => plate !== null)
                  .map(formatPlate)
                  .join(', ') || none}
              </span>
            </Field>
            <Field label={t('cargo.detail.weight')}>
              {data.carga.peso ? `${formatDecimal(data.carga.peso, 3)} kg` : none}
            </Field>
            <Field label={t('cargo.detail.cubage')}>
              {data.carga.cubagem ? `${formatDecimal(data.carga.cubagem, 3)} m³` : none}
            </Field>
            <Field label={t('cargo.detail.pallets')}>{data.carga.pallets ?? none}</Field>
            <Field label={t('cargo.detail.freight')}>
              {data.carga.valorFrete ? formatMoney(data.carga.valorFrete, intl.locale) : none}
            </Field>
            <Field label={t('cargo.detail.pickup')}>
              {data.carga.coletaPrevista ? formatCalendarDay(data.carga.coletaPrevista) : none}
            </Field>
            <Field label={t('cargo.detail.delivery')}>
              {data.carga.entregaPrevista ? formatCalendarDay(data.carga.entregaPrevista) : none}
            </Field>
            <Field label={t('cargo.detail.shipper')}>{data.carga.embarcador}</Field>
            <Field label={t('cargo.detail.taker')}>{data.carga.tomador}</Field>
          </SimpleGrid>
          <CargoExpensesPanel cargoId={data.carga.id} framed={false} />
          <Divider label={t('cargo.detail.history')} labelPosition="left" />
          <CargoHistoryTimeline entries={data.historico} />
        </Stack>
      )}
    </BoardDetailDrawer>
  );
}
