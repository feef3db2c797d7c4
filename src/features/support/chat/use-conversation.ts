// One open conversation: its messages (the newest page, older pages on demand, live pushes, and
// what was missed while the connection was down), who read what, who is typing and who is
// there. Joins the conversation's hub group while open.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage, TypingSignal } from '@/domain/support/chat-schemas';
import type { PresenceMember } from '@/domain/realtime/hub-contract';
import { subscribeHubStatus } from '@/services/hub-connections';
import { getMessages } from './chat-api';
import {
  emptyMessageList,
  mergeMessages,
  mergeReads,
  type MessageListState,
  newestId,
} from './message-list-state';
import { supportChatHub } from './support-chat-hub';

/** How long a "typing" signal lasts without another one. */
const TYPING_SHOWN_MS = 4000;

export function useConversation(conversationId: number, meId: number | undefined) {
  const [state, setState] = useState<MessageListState>(emptyMessageList);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [error, setError] = useState<unknown>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [typing, setTyping] = useState<TypingSignal['user'][]>([]);
  const [present, setPresent] = useState<PresenceMember[]>([]);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  const apply = useCallback((messages: ChatMessage[], reads: Parameters<typeof mergeReads>[1] = []) => {
    setState((s) => ({
      ...s,
      messages: mergeMessages(s.messages, messages),
      reads: mergeReads(s.reads, reads),
    }));
  }, []);

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      const page = await getMessages(conversationId);
      setState({ messages: page.messages, olderCursor: page.olderCursor, reads: mergeReads({}, page.reads) });
      setStatus('ready');
    } catch (e) {
      setError(e);
      setStatus('error');
    }
  }, [conversationId]);

  /** What arrived while the connection was down. */
  const catchUp = useCallback(async () => {
    if (stateRef.current.messages.length === 0) return load();
    try {
      const page = await getMessages(conversationId, { after: newestId(stateRef.current) });
      apply(page.messages, page.reads);
    } catch {
      /* still offline: the next reconnect tries again */
    }
  }, [apply, conversationId, load]);

  const loadOlder = useCallback(async () => {
    const cursor = stateRef.current.olderCursor;
    if (cursor === null || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await getMessages(conversationId, { before: cursor });
      setState((s) => ({
        ...s,
        messages: mergeMessages(s.messages, page.messages),
        olderCursor: page.olderCursor,
      }));
    } finally {
      setLoadingOlder(false);
    }
  }, [conversationId, loadingOlder]);

  useEffect(() => {
    setState(emptyMessageList);
    setTyping([]);
    void load();
    const leave = supportChatHub.join('conversation', conversationId, setPresent);
    const offMessage = supportChatHub.on('messageCreated', (m) => {
      if (m.conversationId === conversationId) {
        apply([m]);
        setTyping((t) => t.filter((u) => u.id !== m.author.id));
      }
    });
    const offRead = supportChatHub.on('readReceipt', (mark) => {
      if (mark.conversationId === conversationId) apply([], [mark]);
    });
    const timers = new Map<number, ReturnType<typeof setTimeout>>();
    const offTyping = supportChatHub.on('typing', (signal) => {
      if (signal.conversationId !== conversationId || signal.user.id === meId) return;
      clearTimeout(timers.get(signal.user.id));
      setTyping((t) => [
        ...t.filter((u) => u.id !== signal.user.id),
        ...(signal.typing ? [signal.user] : []),
      ]);
      if (signal.typing)
        timers.set(
          signal.user.id,
          setTimeout(() => setTyping((t) => t.filter((u) => u.id !== signal.user.id)), TYPING_SHOWN_MS),
        );
    });
    let lost = false;
    const offStatus = subscribeHubStatus(() => {
      const now = supportChatHub.status;
      if (now === 'reconnecting' || now === 'offline') lost = true;
      if (now === 'connected' && lost) {
        lost = false;
        void catchUp();
      }
    });
    const online = () => void catchUp();
    window.addEventListener('online', online);
    return () => {
      leave();
      offMessage();
      offRead();
      offTyping();
      offStatus();
      window.removeEventListener('online', online);
      for (const t of timers.values()) clearTimeout(t);
    };
  }, [apply, catchUp, conversationId, load, meId]);

  return { state, status, error, reload: load, loadOlder, loadingOlder, typing, present, apply };
}
