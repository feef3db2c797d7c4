// A status history, newest first: each change (from → to, why, who, when) and, last, the creation.
// Shown in the boards' drawers and on the edit screens of loads and expenses; `messages` names the
// kind's texts (its statuses and its creation line).
import { Text, Timeline } from '@mantine/core';
import { useIntl } from 'react-intl';
import { formatBusinessDateTime } from '@/domain/format';
import type { CargoHistoryEntry } from '@/domain/shipping-company/cargo';

export interface CargoHistoryTimelineProps {
  entries: readonly CargoHistoryEntry[];
  messages?: 'cargo' | 'cargoExpense';
}

export function CargoHistoryTimeline({ entries, messages = 'cargo' }: CargoHistoryTimelineProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const status = (value: string) => t(`${messages}.status.${value}`);
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('cargo.detail.historyEmpty')}
      </Text>
    );
  }
  return (
    <Timeline bulletSize={12} lineWidth={2} data-testid={`${messages}-history`}>
      {entries.map((entry) => (
        <Timeline.Item
          key={entry.id}
          title={
            // A creation has no status before it.
            entry.de === ''
              ? t(`${messages}.history.created`, { status: status(entry.para) })
              : t('cargo.detail.historyEntry', { from: status(entry.de), to: status(entry.para) })
          }
        >
          {entry.motivo && <Text size="sm">{entry.motivo}</Text>}
          <Text size="xs" c="dimmed">
            <span dir="ltr">{formatBusinessDateTime(entry.createdAt).slice(0, 16)}</span>
            {entry.usuario ? ` · ${t('cargo.detail.by', { name: entry.usuario })}` : ''}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
