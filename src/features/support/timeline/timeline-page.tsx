// The support timeline (/support/timeline): for one customer (the company's own people, or one
// delivery client) everything that happened, newest first: conversations opened, assigned,
// resolved and reopened, their messages, and the status changes of the deliveries they were
// about. Filtered by period and kind; every filter lives in the URL, so a view can be shared.
import {
  Anchor,
  Checkbox,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Timeline,
} from '@mantine/core';
import { IconMessage, IconMessages, IconTruckDelivery } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { TIMELINE_KINDS, type TimelineEntry, type TimelineKind } from '@/domain/support/chat-schemas';
import { LoadError } from '@/ui/load-error';
import { PageTitle } from '@/ui/page-title';
import { getTimeline, getTimelineCustomers } from './timeline-api';

const ICONS = { conversation: IconMessages, message: IconMessage, delivery: IconTruckDelivery } as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function TimelinePage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const customer = params.get('customer') ?? 'company';
  const from = DAY.test(params.get('from') ?? '') ? params.get('from')! : '';
  const to = DAY.test(params.get('to') ?? '') ? params.get('to')! : '';
  const chosen = (params.get('kinds') ?? TIMELINE_KINDS.join(','))
    .split(',')
    .filter((k): k is TimelineKind => (TIMELINE_KINDS as readonly string[]).includes(k));
  const set = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const customers = useQuery({
    queryKey: ['support', 'timeline', 'customers'],
    queryFn: getTimelineCustomers,
  });
  const filter = { customer, from, to, kinds: chosen };
  const feed = useQuery({
    queryKey: ['support', 'timeline', filter],
    queryFn: () => getTimeline(filter),
    enabled: chosen.length > 0,
    placeholderData: keepPreviousData,
  });

  return (
    <Stack gap="md">
      <PageTitle>
        <FormattedMessage id="support.timeline.title" />
      </PageTitle>
      <Paper withBorder p="sm" radius="md">
        <Group align="flex-end" gap="sm">
          <Select
            label={intl.formatMessage({ id: 'support.timeline.customer' })}
            data={(customers.data ?? []).map((c) => ({
              value: c.key,
              label: c.deliveryClient
                ? intl.formatMessage({ id: 'support.timeline.client' }, { name: c.name })
                : c.name,
            }))}
            value={customer}
            onChange={(value) => set('customer', value ?? 'company')}
            allowDeselect={false}
            w={{ base: '100%', sm: 280 }}
          />
          <TextInput
            type="date"
            label={intl.formatMessage({ id: 'support.timeline.from' })}
            value={from}
            onChange={(e) => set('from', e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={intl.formatMessage({ id: 'support.timeline.to' })}
            value={to}
            onChange={(e) => set('to', e.currentTarget.value)}
          />
          <Checkbox.Group
            label={intl.formatMessage({ id: 'support.timeline.kinds' })}
            value={chosen}
            onChange={(value) => set('kinds', value.join(','))}
          >
            <Group gap="sm" mt={6}>
              {TIMELINE_KINDS.map((k) => (
                <Checkbox
                  key={k}
                  value={k}
                  label={intl.formatMessage({ id: `support.timeline.kind.${k}` })}
                />
              ))}
            </Group>
          </Checkbox.Group>
        </Group>
      </Paper>
      {(feed.isError || customers.isError) && (
        <LoadError error={feed.error ?? customers.error} onRetry={() => void feed.refetch()} />
      )}
      {feed.isLoading && [1, 2, 3].map((i) => <Skeleton key={i} h={48} />)}
      {(chosen.length === 0 || feed.data?.length === 0) && (
        <Text c="dimmed" ta="center" py="lg">
          <FormattedMessage id="support.timeline.empty" />
        </Text>
      )}
      {feed.data && feed.data.length > 0 && chosen.length > 0 && (
        <Timeline bulletSize={26} lineWidth={2} data-testid="timeline">
          {feed.data.map((entry, i) => (
            <TimelineItem key={`${entry.at}-${i}`} entry={entry} />
          ))}
        </Timeline>
      )}
    </Stack>
  );
}

function TimelineItem({ entry }: { entry: TimelineEntry }) {
  const intl = useIntl();
  const Icon = ICONS[entry.kind];
  const title =
    entry.kind === 'delivery'
      ? intl.formatMessage(
          { id: 'support.timeline.delivery' },
          {
            id: entry.entregaId,
            status: intl.formatMessage({
              id: `support.chat.deliveryStatus.${entry.event}`,
              defaultMessage: entry.event,
            }),
          },
        )
      : intl.formatMessage({ id: `support.timeline.event.${entry.event}` }, { actor: entry.actor ?? '—' });
  return (
    <Timeline.Item bullet={<Icon size={14} aria-hidden />} title={title}>
      {entry.text && (
        <Text size="sm" dir="auto" lineClamp={3}>
          {entry.text}
        </Text>
      )}
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          <time dateTime={entry.at}>
            {intl.formatDate(entry.at, { dateStyle: 'short', timeStyle: 'short' })}
          </time>
        </Text>
        {entry.conversationId !== null && (
          <Anchor component={Link} size="xs" to={`/support/chat?c=${entry.conversationId}`}>
            <FormattedMessage id="support.timeline.openConversation" values={{ id: entry.conversationId }} />
          </Anchor>
        )}
      </Group>
    </Timeline.Item>
  );
}
