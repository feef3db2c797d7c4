// The inbox: open, pending and resolved tabs with their unread counts, the agents' mine /
// unassigned / all filter, a search over messages, and the conversations newest first with their
// unread badge. Choosing one opens it beside the list (on a phone, instead of it).
import {
  Badge,
  Button,
  Group,
  Loader,
  NavLink,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  ASSIGNMENT_FILTERS,
  CONVERSATION_STATUSES,
  type AssignmentFilter,
  type Conversation,
  type ConversationStatus,
} from '@/domain/support/chat-schemas';
import { LoadError } from '@/ui/load-error';
import { chatKeys, getUnread, searchMessages } from './chat-api';
import { useInbox } from './use-inbox';

export interface ConversationListProps {
  status: ConversationStatus;
  assignment: AssignmentFilter;
  selected: number | undefined;
  onFilter: (filter: { status?: ConversationStatus; assignment?: AssignmentFilter }) => void;
  onSelect: (id: number) => void;
  onNew: () => void;
  creating: boolean;
}

export function ConversationList({
  status,
  assignment,
  selected,
  onFilter,
  onSelect,
  onNew,
  creating,
}: ConversationListProps) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const inbox = useInbox(status, assignment);
  const unread = useQuery({ queryKey: chatKeys.unread, queryFn: getUnread });
  const found = useQuery({
    queryKey: ['support', 'search', q],
    queryFn: () => searchMessages(q),
    enabled: q.length > 1,
  });
  const agent = inbox.me?.agent ?? false;

  const label = (s: ConversationStatus) => {
    const count = unread.data?.[s] ?? 0;
    return (
      <Group gap={4} wrap="nowrap" justify="center">
        <FormattedMessage id={`support.chat.tab.${s}`} />
        {count > 0 && (
          <Badge
            size="xs"
            circle={count < 10}
            color="red"
            aria-label={intl.formatMessage({ id: 'support.chat.unreadCount' }, { count })}
          >
            {count}
          </Badge>
        )}
      </Group>
    );
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <TextInput
          flex={1}
          leftSection={<IconSearch size={16} aria-hidden />}
          aria-label={intl.formatMessage({ id: 'support.chat.search' })}
          placeholder={intl.formatMessage({ id: 'support.chat.search' })}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        {!agent && inbox.me && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onNew} loading={creating}>
            <FormattedMessage id="support.chat.new" />
          </Button>
        )}
      </Group>
      {q.length > 1 ? (
        <Stack gap={2} aria-live="polite">
          {found.isLoading && (
            <Loader size="sm" aria-label={intl.formatMessage({ id: 'support.chat.loading' })} />
          )}
          {found.data?.length === 0 && (
            <Text c="dimmed" size="sm">
              <FormattedMessage id="support.chat.searchEmpty" />
            </Text>
          )}
          {found.data?.map((m) => (
            <NavLink
              key={m.id}
              label={m.body}
              description={`${m.author.name} · ${intl.formatDate(m.createdAt)}`}
              onClick={() => {
                setSearch('');
                onSelect(m.conversationId);
              }}
            />
          ))}
        </Stack>
      ) : (
        <>
          <SegmentedControl
            fullWidth
            size="xs"
            value={status}
            onChange={(value) => onFilter({ status: value as ConversationStatus })}
            data={CONVERSATION_STATUSES.map((s) => ({ value: s, label: label(s) }))}
            aria-label={intl.formatMessage({ id: 'support.chat.statusFilter' })}
          />
          {agent && (
            <SegmentedControl
              fullWidth
              size="xs"
              value={assignment}
              onChange={(value) => onFilter({ assignment: value as AssignmentFilter })}
              data={ASSIGNMENT_FILTERS.map((a) => ({
                value: a,
                label: intl.formatMessage({ id: `support.chat.assignment.${a}` }),
              }))}
              aria-label={intl.formatMessage({ id: 'support.chat.assignmentFilter' })}
            />
          )}
          {inbox.isError && <LoadError error={inbox.error} onRetry={() => void inbox.refetch()} />}
          {inbox.isLoading && [1, 2, 3].map((i) => <Skeleton key={i} h={56} radius="sm" />)}
          {inbox.conversations?.length === 0 && (
            <Text c="dimmed" size="sm" ta="center" py="md">
              <FormattedMessage id={`support.chat.empty.${status}`} />
            </Text>
          )}
          <nav aria-label={intl.formatMessage({ id: 'support.chat.conversations' })}>
            <Stack gap={2} data-testid="conversation-list">
              {inbox.conversations?.map((c) => (
                <ConversationRow
                  key={c.id}
                  conversation={c}
                  agent={agent}
                  active={c.id === selected}
                  onSelect={onSelect}
                />
              ))}
            </Stack>
          </nav>
          {inbox.hasNextPage && (
            <Button
              variant="subtle"
              size="xs"
              loading={inbox.isFetchingNextPage}
              onClick={() => void inbox.fetchNextPage()}
            >
              <FormattedMessage id="support.chat.loadMoreConversations" />
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}

function ConversationRow({
  conversation: c,
  agent,
  active,
  onSelect,
}: {
  conversation: Conversation;
  agent: boolean;
  active: boolean;
  onSelect: (id: number) => void;
}) {
  const intl = useIntl();
  const who = agent
    ? c.openedBy.name
    : (c.assignee?.name ?? intl.formatMessage({ id: 'support.chat.supportTeam' }));
  const title = c.subject ?? intl.formatMessage({ id: 'support.chat.untitled' }, { id: c.id });
  return (
    <NavLink
      active={active}
      aria-current={active ? 'true' : undefined}
      onClick={() => onSelect(c.id)}
      data-testid="conversation-row"
      label={
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <Text size="sm" fw={c.unread > 0 ? 700 : 500} lineClamp={1}>
            {who} · {title}
          </Text>
          <Text size="xs" c={active ? undefined : 'dimmed'} style={{ flexShrink: 0 }}>
            {intl.formatTime(c.lastMessageAt, { hour: '2-digit', minute: '2-digit' })}
          </Text>
        </Group>
      }
      description={
        <Group justify="space-between" wrap="nowrap" gap={4}>
          {/* The active row's tinted background needs the full text colour to stay readable. */}
          <Text size="xs" c={active ? undefined : 'dimmed'} lineClamp={1} dir="auto">
            {c.lastMessage ?? ''}
          </Text>
          {c.unread > 0 && (
            <Badge
              size="sm"
              color="red"
              aria-label={intl.formatMessage({ id: 'support.chat.unreadCount' }, { count: c.unread })}
            >
              {c.unread}
            </Badge>
          )}
        </Group>
      }
    />
  );
}
