// An expense's details (/trackingShippingCompany/cargoExpense/kanban/edit/{id}) over the expense
// board: its load, type, value, day and description, and its status history, newest first, with
// links to its edit screen and to its load's expenses.
import { Badge, Button, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconList, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatCalendarDay } from '@/domain/format';
import { formatMoney } from '@/domain/money/format-money';
import { BoardDetailDrawer, DetailField as Field } from '../board-detail-drawer';
import { CargoHistoryTimeline } from '../cargo/cargo-history-timeline';
import { expenseDetailQueryKey, getExpenseDetail } from './cargo-expense-api';

const BASE = '/trackingShippingCompany/cargoExpense';

interface ExpenseDetailDrawerProps {
  id: number | null;
  /** The board's version of the expense: its details are read again when it changes. */
  version: number | undefined;
  onClose: () => void;
}

export function ExpenseDetailDrawer({ id, version, onClose }: ExpenseDetailDrawerProps) {
  const intl = useIntl();
  const query = useQuery({
    queryKey: [...expenseDetailQueryKey(id ?? 0), version],
    queryFn: () => getExpenseDetail(id!),
    enabled: id !== null,
  });
  const t = (messageId: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: messageId }, values);
  return (
    <BoardDetailDrawer
      opened={id !== null}
      onClose={onClose}
      query={query}
      titleOf={(data) => t('cargoExpense.detail.title', { numero: data.despesa.numero })}
    >
      {(data) => (
        <Stack gap="md" data-testid="cargoExpense-detail">
          <Group justify="space-between" gap="xs">
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('cargo.detail.status')}
              </Text>
              <Badge variant="light" tt="none">
                {t(`cargoExpense.status.${data.despesa.status}`)}
              </Badge>
            </Group>
            <Group gap="xs">
              <Button
                component={Link}
                to={`${BASE}/list/${data.despesa.cargaId}`}
                size="xs"
                variant="default"
                leftSection={<IconList size={14} />}
              >
                {t('cargoExpense.detail.cargoExpenses', { carga: data.despesa.cargaNumero })}
              </Button>
              <Button
                component={Link}
                to={`${BASE}/edit/${data.despesa.id}`}
                size="xs"
                variant="light"
                leftSection={<IconPencil size={14} />}
              >
                {t('cargoExpense.detail.edit')}
              </Button>
            </Group>
          </Group>
          <SimpleGrid cols={2} spacing="sm">
            <Field label={t('cargoExpense.detail.cargo')}>{data.despesa.cargaNumero}</Field>
            <Field label={t('cargoExpense.detail.type')}>{data.despesa.tipoNome}</Field>
            <Field label={t('cargoExpense.detail.value')}>
              {formatMoney(data.despesa.valor, intl.locale)}
            </Field>
            <Field label={t('cargoExpense.detail.date')}>
              <span dir="ltr">{formatCalendarDay(data.despesa.data)}</span>
            </Field>
          </SimpleGrid>
          {data.despesa.descricao && (
            <Field label={t('cargoExpense.detail.description')}>{data.despesa.descricao}</Field>
          )}
          <Divider label={t('cargo.detail.history')} labelPosition="left" />
          <CargoHistoryTimeline entries={data.historico} messages="cargoExpense" />
        </Stack>
      )}
    </BoardDetailDrawer>
  );
}
