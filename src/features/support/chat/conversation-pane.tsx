// An open conversation: its header, the delivery it is about, the messages (older pages load as
// the user scrolls up, new ones arrive live and are announced to screen readers), who is typing,
// and the composer. Messages still in the outbox show as waiting until the server has them.
import { Button, Center, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ChatMessage } from '@/domain/support/chat-schemas';
import { LoadError } from '@/ui/load-error';
import { chatKeys, getConversation, markRead } from './chat-api';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import { DeliveryCard } from './delivery-card';
import { readByOthers } from './message-list-state';
import { MessageItem } from './message-item';
import { addToOutbox, readOutbox, subscribeOutbox } from './outbox';
import { useConversation } from './use-conversation';

export interface ConversationPaneProps {
  conversationId: number;
  me: { id: number; agent: boolean; name: string };
  /** Where the pump reports messages it delivered, so they show here at once. */
  registerDelivered: (apply: ((message: ChatMessage) => void) | null) => void;
  flush: () => void;
  onBack?: () => void;
}

const NEAR_TOP_PX = 80;

export function ConversationPane({
  conversationId,
  me,
  registerDelivered,
  flush,
  onBack,
}: ConversationPaneProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: chatKeys.conversation(conversationId),
    queryFn: () => getConversation(conversationId),
  });
  const chat = useConversation(conversationId, me.id);
  const { state, apply } = chat;
  const outbox = useSyncExternalStore(
    subscribeOutbox,
    () => localStorage.getItem('rota.support.outbox') ?? '',
  );
  const waiting = useMemo(() => {
    void outbox;
    const stored = new Set(state.messages.map((m) => m.clientId));
    return readOutbox().filter(
      (e) => e.userId === me.id && e.conversationId === conversationId && !stored.has(e.clientId),
    );
  }, [outbox, state.messages, conversationId, me.id]);

  useEffect(() => {
    registerDelivered((m) => m.conversationId === conversationId && apply([m]));
    return () => registerDelivered(null);
  }, [apply, conversationId, registerDelivered]);

  // Keep the newest message in view as messages arrive; keep the reader's place when older load.
  const scroller = useRef<HTMLDivElement>(null);
  const firstId = state.messages[0]?.id;
  const lastId = state.messages.at(-1)?.id;
  const heightBefore = useRef<{ first: number | undefined; height: number }>({ first: undefined, height: 0 });
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = heightBefore.current;
    if (
      before.first !== undefined &&
      firstId !== before.first &&
      firstId !== undefined &&
      firstId < before.first
    ) {
      el.scrollTop += el.scrollHeight - before.height;
    } else {
      el.scrollTop = el.scrollHeight;
    }
    heightBefore.current = { first: firstId, height: el.scrollHeight };
  }, [firstId, lastId, waiting.length, chat.typing.length]);

  // Read marks: the newest message of the others, once the user can see it.
  const newestOther = [...state.messages].reverse().find((m) => m.author.id !== me.id);
  const myMark = state.reads[me.id] ?? 0;
  const newestOtherId = newestOther?.id;
  useEffect(() => {
    if (newestOtherId === undefined || newestOtherId <= myMark) return;
    const mark = () => {
      if (document.hidden) return;
      markRead(conversationId, newestOtherId)
        .then((read) => {
          apply([], [read]);
          void queryClient.invalidateQueries({ queryKey: ['support', 'inbox'] });
          void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
        })
        .catch(() => undefined);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [apply, conversationId, myMark, newestOtherId, queryClient]);

  const send = useCallback(
    (body: string, attachmentId?: number) => {
      addToOutbox({
        userId: me.id,
        conversationId,
        clientId: crypto.randomUUID(),
        body,
        ...(attachmentId !== undefined && { attachmentId }),
        createdAt: new Date().toISOString(),
      });
      flush();
    },
    [conversationId, flush, me.id],
  );

  if (detail.isError) return <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!detail.data)
    return (
      <Center h={200}>
        <Loader aria-label={intl.formatMessage({ id: 'support.chat.loading' })} />
      </Center>
    );
  const { conversation, delivery } = detail.data;
  const myLast = [...state.messages].reverse().find((m) => m.author.id === me.id);
  const lastFromOthers = newestOther;

  return (
    <Stack gap="sm" h="100%" style={{ minHeight: 0 }}>
      <ConversationHeader conversation={conversation} me={me} present={chat.present} onBack={onBack} />
      {delivery && <DeliveryCard delivery={delivery} />}
      <div
        ref={scroller}
        role="log"
        aria-label={intl.formatMessage({ id: 'support.chat.messages' })}
        tabIndex={0}
        data-testid="chat-log"
        style={{ flex: 1, minHeight: 200, overflowY: 'auto', paddingInline: 4 }}
        onScroll={(e) => {
          if (e.currentTarget.scrollTop < NEAR_TOP_PX && state.olderCursor !== null) void chat.loadOlder();
        }}
      >
        <Stack gap={8} py="xs">
          {state.olderCursor !== null && (
            <Center>
              <Button
                variant="subtle"
                size="xs"
                loading={chat.loadingOlder}
                onClick={() => void chat.loadOlder()}
              >
                <FormattedMessage id="support.chat.loadOlder" />
              </Button>
            </Center>
          )}
          {chat.status === 'loading' && (
            <Center py="md">
              <Loader size="sm" aria-label={intl.formatMessage({ id: 'support.chat.loading' })} />
            </Center>
          )}
          {chat.status === 'error' && <LoadError error={chat.error} onRetry={() => void chat.reload()} />}
          {chat.status === 'ready' && state.messages.length === 0 && waiting.length === 0 && (
            <Text c="dimmed" ta="center" size="sm" py="lg">
              <FormattedMessage id="support.chat.noMessages" />
            </Text>
          )}
          {state.messages.map((m) => (
            <MessageItem
              key={m.id}
              mine={m.author.id === me.id}
              authorName={m.author.name}
              fromAgent={m.fromAgent}
              body={m.body}
              createdAt={m.createdAt}
              attachment={m.attachment}
              delivery={m === myLast ? (readByOthers(state.reads, m) ? 'read' : 'sent') : null}
            />
          ))}
          {waiting.map((e) => (
            <MessageItem
              key={e.clientId}
              mine
              authorName={me.name}
              fromAgent={me.agent}
              body={e.body}
              createdAt={e.createdAt}
              attachment={null}
              delivery="waiting"
            />
          ))}
        </Stack>
      </div>
      <Group gap={4} mih={18}>
        {chat.typing.length > 0 && (
          <Text size="xs" c="dimmed" fs="italic" data-testid="chat-typing">
            <FormattedMessage
              id="support.chat.typing"
              values={{ names: intl.formatList(chat.typing.map((u) => u.name)) }}
            />
          </Text>
        )}
      </Group>
      <VisuallyHidden aria-live="polite" role="status">
        {lastFromOthers
          ? intl.formatMessage(
              { id: 'support.chat.announce' },
              {
                name: lastFromOthers.author.name,
                body: lastFromOthers.body || lastFromOthers.attachment?.name || '',
              },
            )
          : ''}
      </VisuallyHidden>
      <Composer conversationId={conversationId} agent={me.agent} send={send} />
    </Stack>
  );
}
