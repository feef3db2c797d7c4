// The freight of the loads per expected pickup day of the period, as bars (plain boxes, as the
// tracking dashboard's day chart), with the period's total above. Each bar opens the cargo list of
// that pickup day; the day under the pointer or the focus is read out under the bars. Amounts are
// the server's exact sums, formatted as money; only a bar's height reads them as a number.
import { Box, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatCalendarDay } from '@/domain/format/business-time';
import { moneyToCents } from '@/domain/money/decimal';
import { formatMoney } from '@/domain/money/format-money';
import {
  cargoDashboardLinks,
  type CargoDashboard,
} from '@/domain/shipping-company/dashboard/cargo-dashboard';
import { DayBars } from '@/ui/day-bars';

type Day = CargoDashboard['fretePorDia'][number];

export function FreightChart({ days, total }: { days: readonly Day[]; total: string }) {
  const intl = useIntl();
  const cents = (day: Day) => Number(moneyToCents(day.valor));
  const labelOf = (day: Day) =>
    intl.formatMessage(
      { id: 'shippingDashboard.freight.day' },
      { day: formatCalendarDay(day.dia), value: formatMoney(day.valor, intl.locale), count: day.cargas },
    );
  return (
    <Box>
      <Text size="sm" mb="xs">
        <FormattedMessage id="shippingDashboard.freight.total" />{' '}
        <Text span fw={700} fz="lg" data-testid="shipping-dashboard-freight-total" data-value={total}>
          {formatMoney(total, intl.locale)}
        </Text>
      </Text>
      <DayBars
        days={days}
        amountOf={cents}
        labelOf={labelOf}
        hrefOf={(day) => cargoDashboardLinks.pickupDay(day.dia)}
        label={intl.formatMessage({ id: 'shippingDashboard.freight.title' })}
        testId="shipping-dashboard-freight"
        dataOf={(day) => ({ 'data-value': day.valor })}
      />
    </Box>
  );
}
