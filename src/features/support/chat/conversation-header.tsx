// The top of an open conversation: who opened it (and whether through the tracking portal), its
// status and assignee, who is here now, and for agents the actions: assign to me, resolve, put
// on hold, reopen.
import { ActionIcon, Badge, Button, Group, Menu, Stack, Text, Title, useDirection } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconCheck,
  IconChevronDown,
  IconClockPause,
  IconRotate,
  IconUserCheck,
  IconUsers,
} from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Conversation, ConversationStatus } from '@/domain/support/chat-schemas';
import type { PresenceMember } from '@/domain/realtime/hub-contract';
import { errorMessages } from '@/services/api';
import { notify } from '@/ui/notify';
import { assignConversation, chatKeys, getAgents, setConversationStatus } from './chat-api';

export const STATUS_COLORS: Record<ConversationStatus, string> = {
  open: 'blue',
  pending: 'yellow',
  resolved: 'green',
};

export interface ConversationHeaderProps {
  conversation: Conversation;
  me: { id: number; agent: boolean };
  present: PresenceMember[];
  onBack?: () => void;
}

export function ConversationHeader({ conversation, me, present, onBack }: ConversationHeaderProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  // "Back" points to where the list is: the start of the line, left or right.
  const BackIcon = useDirection().dir === 'rtl' ? IconArrowRight : IconArrowLeft;
  const change = useMutation({
    mutationFn: (action: { status: ConversationStatus } | { assigneeId: number | null }) =>
      'status' in action
        ? setConversationStatus(conversation.id, action.status)
        : assignConversation(conversation.id, action.assigneeId),
    onSuccess: (updated, action) => {
      queryClient.setQueryData(chatKeys.conversation(conversation.id), (old: object | undefined) =>
        old ? { ...old, conversation: updated } : old,
      );
      void queryClient.invalidateQueries({ queryKey: chatKeys.all });
      // Says what changed: the assignee for an assignment, the status otherwise.
      const message =
        'status' in action
          ? intl.formatMessage({ id: `support.chat.changed.${updated.status}` })
          : updated.assignee
            ? intl.formatMessage({ id: 'support.chat.changed.assigned' }, { name: updated.assignee.name })
            : intl.formatMessage({ id: 'support.chat.changed.unassigned' });
      notify({ color: 'green', message });
    },
    onError: async (error) => notify({ color: 'red', message: (await errorMessages(error)).join(' ') }),
  });
  const agents = useQuery({
    queryKey: [...chatKeys.all, 'agents'],
    queryFn: getAgents,
    enabled: me.agent,
    staleTime: 60_000,
  });
  const otherAgents = (agents.data ?? []).filter(
    (agent) => agent.userId !== me.id && agent.userId !== conversation.assignee?.id,
  );
  const title =
    conversation.subject ?? intl.formatMessage({ id: 'support.chat.untitled' }, { id: conversation.id });
  const others = present.filter((p) => p.userId !== me.id);
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {onBack && (
          <ActionIcon
            variant="subtle"
            onClick={onBack}
            aria-label={intl.formatMessage({ id: 'support.chat.back' })}
          >
            <BackIcon size={18} aria-hidden />
          </ActionIcon>
        )}
        <Stack gap={2} flex={1} miw={0}>
          <Title order={3} fz="lg" lineClamp={1}>
            {title}
          </Title>
          <Group gap={6}>
            <Badge
              color={STATUS_COLORS[conversation.status]}
              variant="light"
              data-testid="conversation-status"
            >
              <FormattedMessage id={`support.chat.status.${conversation.status}`} />
            </Badge>
            {conversation.openedByClient && (
              <Badge variant="outline" color="cyan">
                <FormattedMessage id="support.chat.portalClient" />
              </Badge>
            )}
            <Text size="xs" c="dimmed">
              <FormattedMessage id="support.chat.openedBy" values={{ name: conversation.openedBy.name }} />
              {' · '}
              {conversation.assignee ? (
                <FormattedMessage
                  id="support.chat.assignedTo"
                  values={{ name: conversation.assignee.name }}
                />
              ) : (
                <FormattedMessage id="support.chat.unassigned" />
              )}
            </Text>
          </Group>
          {others.length > 0 && (
            <Text size="xs" c="var(--mantine-color-teal-text)" data-testid="chat-presence">
              <FormattedMessage
                id="support.chat.presentNow"
                values={{ names: intl.formatList(others.map((p) => p.name)) }}
              />
            </Text>
          )}
        </Stack>
      </Group>
      {me.agent && (
        <Group gap="xs">
          {conversation.assignee?.id !== me.id && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconUserCheck size={16} aria-hidden />}
              loading={change.isPending}
              onClick={() => change.mutate({ assigneeId: me.id })}
            >
              <FormattedMessage id="support.chat.assignToMe" />
            </Button>
          )}
          {(otherAgents.length > 0 || conversation.assignee) && (
            <Menu position="bottom-start" withinPortal>
              <Menu.Target>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconUsers size={16} aria-hidden />}
                  rightSection={<IconChevronDown size={14} aria-hidden />}
                  loading={change.isPending}
                >
                  <FormattedMessage id="support.chat.assignTo" />
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {otherAgents.map((agent) => (
                  <Menu.Item key={agent.userId} onClick={() => change.mutate({ assigneeId: agent.userId })}>
                    {agent.name}
                  </Menu.Item>
                ))}
                {conversation.assignee && (
                  <Menu.Item color="red" onClick={() => change.mutate({ assigneeId: null })}>
                    <FormattedMessage id="support.chat.unassign" />
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          )}
          {conversation.status !== 'resolved' ? (
            <>
              <Button
                size="xs"
                color="green"
                leftSection={<IconCheck size={16} aria-hidden />}
                loading={change.isPending}
                onClick={() => change.mutate({ status: 'resolved' })}
              >
                <FormattedMessage id="support.chat.resolve" />
              </Button>
              {conversation.status === 'open' && (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconClockPause size={16} aria-hidden />}
                  onClick={() => change.mutate({ status: 'pending' })}
                >
                  <FormattedMessage id="support.chat.markPending" />
                </Button>
              )}
            </>
          ) : (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRotate size={16} aria-hidden />}
              onClick={() => change.mutate({ status: 'open' })}
            >
              <FormattedMessage id="support.chat.reopen" />
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
