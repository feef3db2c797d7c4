// The freight of the loads per expected pickup day of the period, as bars (plain boxes, as the
// tracking dashboard's day chart), with the period's total above. Each bar opens the cargo list of
// that pickup day; the day under the pointer or the focus is read out under the bars. Amounts are
// the server's exact sums, formatted as money; only a bar's height reads them as a number.
import { Box, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatCalendarDay } from '@/domain/format/business-time';
import { moneyToCents } from '@/domain/money/decimal';
import { formatMoney } from '@/domain/money/format-money';
import {
  cargoDashboardLinks,
  type CargoDashboard,
} from '@/domain/shipping-company/dashboard/cargo-dashboard';

const HEIGHT = 140;

type Day = CargoDashboard['fretePorDia'][number];

export function FreightChart({ days, total }: { days: readonly Day[]; total: string }) {
  const intl = useIntl();
  const [active, setActive] = useState<string>();
  const cents = (day: Day) => Number(moneyToCents(day.valor));
  const max = Math.max(1, ...days.map(cents));
  const labelOf = (day: Day) =>
    intl.formatMessage(
      { id: 'shippingDashboard.freight.day' },
      { day: formatCalendarDay(day.dia), value: formatMoney(day.valor, intl.locale), count: day.cargas },
    );
  const activeDay = days.find((day) => day.dia === active);
  const first = days[0];
  const last = days.at(-1);
  return (
    <Box>
      <Text size="sm" mb="xs">
        <FormattedMessage id="shippingDashboard.freight.total" />{' '}
        <Text span fw={700} fz="lg" data-testid="shipping-dashboard-freight-total" data-value={total}>
          {formatMoney(total, intl.locale)}
        </Text>
      </Text>
      <Group
        gap={2}
        align="flex-end"
        wrap="nowrap"
        h={HEIGHT}
        role="list"
        aria-label={intl.formatMessage({ id: 'shippingDashboard.freight.title' })}
        data-testid="shipping-dashboard-freight"
        onPointerLeave={() => setActive(undefined)}
      >
        {days.map((day) => (
          <Box
            key={day.dia}
            component={Link}
            to={cargoDashboardLinks.pickupDay(day.dia)}
            role="listitem"
            aria-label={labelOf(day)}
            data-day={day.dia}
            data-value={day.valor}
            style={{
              flex: 1,
              minWidth: 3,
              height: '100%',
              display: 'flex',
              alignItems: 'flex-end',
              opacity: active && day.dia !== active ? 0.55 : 1,
            }}
            onPointerEnter={() => setActive(day.dia)}
            onFocus={() => setActive(day.dia)}
            onBlur={() => setActive(undefined)}
          >
            <Box
              w="100%"
              bg={
                cents(day) > 0 ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'
              }
              style={{
                height: cents(day) > 0 ? `${Math.max(4, (cents(day) / max) * 100)}%` : 2,
                borderRadius: 2,
              }}
            />
          </Box>
        ))}
      </Group>
      <Group justify="space-between" mt={4} wrap="nowrap" gap="xs">
        <Text size="xs" c="dimmed">
          {first && formatCalendarDay(first.dia)}
        </Text>
        {/* The readout repeats the bar's name, so screen readers skip it. */}
        <Text size="xs" fw={600} ta="center" aria-hidden data-testid="shipping-dashboard-freight-readout">
          {activeDay && labelOf(activeDay)}
        </Text>
        <Text size="xs" c="dimmed">
          {last && formatCalendarDay(last.dia)}
        </Text>
      </Group>
    </Box>
  );
}
