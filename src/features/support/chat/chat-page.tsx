// The support chat (/support/chat): the inbox beside the open conversation (on a phone one at a
// time). `?c=<id>` is the open conversation; `?entregaId=<id>` (the tracking portal's link) opens,
// or creates, the conversation about that delivery. Agents join their company's inbox, so new
// messages and changes arrive live; when the tab is hidden a new message sounds and notifies.
// The outbox pump sends what was written while the connection was down.
import { Alert, Button, Grid, Group, Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBell, IconMessages } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { PresenceMember } from '@/domain/realtime/hub-contract';
import {
  assignmentFilterSchema,
  type ChatMessage,
  conversationStatusSchema,
} from '@/domain/support/chat-schemas';
import { errorMessages } from '@/services/api';
import { userAtom } from '@/services/session-storage';
import { notify } from '@/ui/notify';
import { PageTitle } from '@/ui/page-title';
import { chatKeys, getAgentsOnline, openConversation } from './chat-api';
import { ConversationList } from './conversation-list';
import { ConversationPane } from './conversation-pane';
import { alertNewMessage, notificationsAvailable } from './new-message-alert';
import { startOutboxPump } from './outbox-pump';
import { supportChatHub } from './support-chat-hub';
import { useInbox } from './use-inbox';

export function ChatPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 48em)');
  const [params, setParams] = useSearchParams();
  const user = useAtomValue(userAtom);
  const status = conversationStatusSchema.catch('open').parse(params.get('status') ?? undefined);
  const assignment = assignmentFilterSchema.catch('all').parse(params.get('assignment') ?? undefined);
  const selected = Number(params.get('c')) || undefined;
  const entregaId = Number(params.get('entregaId')) || undefined;
  // Who the user is in the chat comes with the inbox; the previous answer stays while another
  // tab loads, so the open conversation is not redrawn.
  const { me } = useInbox(status, assignment);
  const [agentsOnline, setAgentsOnline] = useState<PresenceMember[]>([]);
  // Customers are not in the inbox group; they ask now and then whether an agent is there.
  const supportOnline = useQuery({
    queryKey: ['support', 'agentsOnline'],
    queryFn: getAgentsOnline,
    enabled: me !== undefined && !me.agent,
    refetchInterval: 30_000,
  });
  const [permission, setPermission] = useState(() =>
    notificationsAvailable() ? Notification.permission : 'denied',
  );

  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [k, v] of Object.entries(changes))
            if (v === undefined) next.delete(k);
            else next.set(k, v);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const open = useMutation({
    mutationFn: openConversation,
    onSuccess: ({ conversation }) => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.all });
      update({ c: String(conversation.id), entregaId: undefined, status: conversation.status });
    },
    onError: async (error) => notify({ color: 'red', message: (await errorMessages(error)).join(' ') }),
  });
  const openAbout = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (entregaId === undefined || openAbout.current === entregaId) return;
    openAbout.current = entregaId;
    open.mutate({ entregaId });
  }, [entregaId, open]);

  // The open pane's way to show a message the pump delivered before any push arrives.
  const delivered = useRef<((m: ChatMessage) => void) | null>(null);
  const registerDelivered = useCallback((apply: ((m: ChatMessage) => void) | null) => {
    delivered.current = apply;
  }, []);
  const [pump, setPump] = useState<ReturnType<typeof startOutboxPump> | null>(null);
  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined) return;
    const started = startOutboxPump(userId, {
      sent: (m) => {
        delivered.current?.(m);
        void queryClient.invalidateQueries({ queryKey: ['support', 'inbox'] });
      },
      refused: (_entry, reasons) =>
        notify({
          color: 'red',
          title: intl.formatMessage({ id: 'support.chat.notSent' }),
          message: reasons.join(' '),
        }),
    });
    setPump(started);
    return started.stop;
  }, [intl, queryClient, userId]);
  const flush = useCallback(() => void pump?.flush(), [pump]);

  // Live inbox: the agents' company inbox group, and every user's own pushes.
  const selectedRef = useRef(selected);
  useEffect(() => {
    selectedRef.current = selected;
  }, [selected]);
  useEffect(() => {
    let refresh: ReturnType<typeof setTimeout> | undefined;
    // A burst of pushes refreshes the lists and counts once; the open conversation merges its own.
    const refreshSoon = () => {
      clearTimeout(refresh);
      refresh = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: ['support', 'inbox'] });
        void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
        void queryClient.invalidateQueries({ queryKey: ['support', 'agentsOnline'] });
      }, 250);
    };
    const offMessage = supportChatHub.on('messageCreated', (m) => {
      refreshSoon();
      if (m.author.id !== user?.id)
        alertNewMessage(
          intl.formatMessage({ id: 'support.chat.notification' }, { name: m.author.name }),
          m.body || m.attachment?.name || '',
          () => update({ c: String(m.conversationId) }),
        );
    });
    const offChanged = supportChatHub.on('conversationChanged', (c) => {
      refreshSoon();
      if (c.id === selectedRef.current)
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(c.id) });
    });
    return () => {
      clearTimeout(refresh);
      offMessage();
      offChanged();
    };
  }, [intl, queryClient, update, user?.id]);
  useEffect(() => {
    if (!me?.agent || !user) return;
    return supportChatHub.join('inbox', user.empresaId, setAgentsOnline);
  }, [me?.agent, user]);

  const list = (
    <ConversationList
      status={status}
      assignment={assignment}
      selected={selected}
      onFilter={(f) =>
        update({ ...(f.status && { status: f.status }), ...(f.assignment && { assignment: f.assignment }) })
      }
      onSelect={(id) => update({ c: String(id) })}
      onNew={() => open.mutate({})}
      creating={open.isPending}
    />
  );
  const pane = selected && me && user && (
    <ConversationPane
      key={selected}
      conversationId={selected}
      me={{ id: me.id, agent: me.agent, name: user.nomeApresentacao }}
      registerDelivered={registerDelivered}
      flush={flush}
      onBack={phone ? () => update({ c: undefined }) : undefined}
    />
  );
  const empty = (
    <Paper withBorder p="xl" radius="md" h="100%">
      <Group justify="center" gap="xs" c="dimmed">
        <IconMessages aria-hidden />
        <Text>
          <FormattedMessage id="support.chat.choose" />
        </Text>
      </Group>
    </Paper>
  );

  return (
    <>
      <Group justify="space-between" mb="sm" gap="xs">
        <PageTitle>
          <FormattedMessage id="support.chat.title" />
        </PageTitle>
        <Group gap="xs">
          {me?.agent && (
            <Text size="xs" c="dimmed" data-testid="agents-online">
              <FormattedMessage
                id="support.chat.agentsOnline"
                values={{
                  count: agentsOnline.length,
                  names: intl.formatList(agentsOnline.map((a) => a.name)),
                }}
              />
            </Text>
          )}
          {me && !me.agent && supportOnline.data && (
            <Text
              size="xs"
              c={supportOnline.data.length > 0 ? 'var(--mantine-color-teal-text)' : 'dimmed'}
              data-testid="support-online"
            >
              <FormattedMessage
                id={
                  supportOnline.data.length > 0 ? 'support.chat.supportOnline' : 'support.chat.supportOffline'
                }
              />
            </Text>
          )}
          {permission === 'default' && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconBell size={16} aria-hidden />}
              onClick={() => void Notification.requestPermission().then(setPermission)}
            >
              <FormattedMessage id="support.chat.enableNotifications" />
            </Button>
          )}
        </Group>
      </Group>
      {entregaId !== undefined && open.isError && (
        <Alert color="red" mb="sm" role="alert">
          <FormattedMessage id="support.error.deliveryNotFound" />
        </Alert>
      )}
      {phone ? (
        (pane ?? list)
      ) : (
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, md: 4 }}>{list}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }} style={{ height: 'calc(100dvh - 160px)', minHeight: 420 }}>
            {pane || empty}
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
