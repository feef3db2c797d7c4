// A page that reads one period kept in the URL (?dataInicio&dataFim, so the page can be shared):
// its title, a small loader while a new period is read, and the period's two days. The tracking
// and the shipping dashboards are such pages.
import { Group, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DayInput } from './day-input';
import { PageTitle } from './page-title';
import { useLatestSearchParams } from './use-latest-search-params';

export interface Period {
  dataInicio: string;
  dataFim: string;
}

/** The period the URL names, completed by `periodOf` (defaults, order, bounds), and its setter. */
export function usePeriodInUrl(periodOf: (asked: Partial<Period>) => Period) {
  const [params, updateParams] = useLatestSearchParams();
  const period = periodOf({
    dataInicio: params.get('dataInicio') ?? undefined,
    dataFim: params.get('dataFim') ?? undefined,
  });
  const setDay = (name: keyof Period) => (day: string) => {
    // An incomplete day waits; a complete one replaces that end of the period in the URL.
    if (!day) return;
    updateParams(
      (current) => {
        current.set(name, day);
        return current;
      },
      { replace: true },
    );
  };
  return { period, setDay };
}

export interface PeriodPageHeaderProps {
  title: ReactNode;
  fromLabelId: string;
  untilLabelId: string;
  period: Period;
  setDay: (name: keyof Period) => (day: string) => void;
  /** A new period is being read while the previous one shows. */
  refreshing: boolean;
}

export function PeriodPageHeader({
  title,
  fromLabelId,
  untilLabelId,
  period,
  setDay,
  refreshing,
}: PeriodPageHeaderProps) {
  const intl = useIntl();
  return (
    <Group justify="space-between" align="flex-end">
      <Group gap="xs">
        <PageTitle>{title}</PageTitle>
        {refreshing && <Loader size="xs" aria-hidden />}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <DayInput
          label={intl.formatMessage({ id: fromLabelId })}
          value={period.dataInicio}
          onChange={setDay('dataInicio')}
          w={150}
        />
        <DayInput
          label={intl.formatMessage({ id: untilLabelId })}
          value={period.dataFim}
          onChange={setDay('dataFim')}
          w={150}
        />
      </Group>
    </Group>
  );
}
