// An expense on the expense board: its number, its load's number, its type, its value in the
// user's language, its day and the time in its column; its accessible name begins with its number.
import { Group, Text } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import { formatCalendarDay, formatElapsed } from '@/domain/format';
import { formatMoney } from '@/domain/money/format-money';
import type { CargoExpenseCard } from '@/domain/shipping-company/cargo-expense';
import { secondsSince } from '../cargo/board-kind';
import { CardHeading } from '../cargo/card-heading';

const elapsedText = (card: CargoExpenseCard, now: number) =>
  formatElapsed(secondsSince(card.statusDesde, now));

export const expenseCardLabel = (intl: IntlShape, card: CargoExpenseCard, now: number) =>
  intl.formatMessage(
    { id: 'cargoExpense.card.label' },
    {
      numero: card.numero,
      carga: card.cargaNumero,
      tipo: card.tipoNome,
      valor: formatMoney(card.valor, intl.locale),
      data: formatCalendarDay(card.data),
      status: intl.formatMessage({ id: `cargoExpense.status.${card.status}` }),
      tempo: elapsedText(card, now),
    },
  );

/** What an expense's card shows; also the drag preview. */
export function ExpenseCardBody({
  card,
  now,
  overTime = false,
}: {
  card: CargoExpenseCard;
  now: number;
  /** Longer in its status than the column's time limit: the time is marked. */
  overTime?: boolean;
}) {
  const intl = useIntl();
  return (
    <>
      <CardHeading
        title={intl.formatMessage({ id: 'cargoExpense.card.number' }, { numero: card.numero })}
        elapsed={elapsedText(card, now)}
        overTime={overTime}
      />
      <Text size="xs" truncate>
        {card.tipoNome}
      </Text>
      <Text size="xs" c="dimmed" truncate>
        {intl.formatMessage({ id: 'cargoExpense.card.cargo' }, { carga: card.cargaNumero })}
      </Text>
      <Group justify="space-between" wrap="nowrap" gap={4}>
        <Text size="sm" fw={600} data-testid="expense-value">
          {formatMoney(card.valor, intl.locale)}
        </Text>
        <Text size="xs" c="dimmed" dir="ltr">
          {formatCalendarDay(card.data)}
        </Text>
      </Group>
    </>
  );
}
