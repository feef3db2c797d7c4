// Deliveries per issue day as bars; each bar opens that day's deliveries.
import { useIntl } from 'react-intl';
import { formatCalendarDay } from '@/domain/format/business-time';
import { DayBars } from '@/ui/day-bars';

export interface DayChartProps {
  days: readonly { dia: string; total: number }[];
  hrefOf: (dia: string) => string;
}

export function DayChart({ days, hrefOf }: DayChartProps) {
  const intl = useIntl();
  return (
    <DayBars
      days={days}
      amountOf={(day) => day.total}
      labelOf={({ dia, total }) =>
        intl.formatMessage({ id: 'dashboard.day' }, { day: formatCalendarDay(dia), total })
      }
      hrefOf={(day) => hrefOf(day.dia)}
      label={intl.formatMessage({ id: 'dashboard.byDay' })}
      testId="dashboard-days"
      dataOf={(day) => ({ 'data-count': day.total })}
    />
  );
}
