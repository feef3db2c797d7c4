// The inbox of one tab and filter, a page of conversations at a time (older activity on demand).
// The page and the list read it through this one hook, so they share one cache entry; the previous
// tab's pages stay on screen while another tab loads.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { CONVERSATION_PAGE_SIZE } from '@/domain/support/chat-limits';
import type { AssignmentFilter, ConversationStatus } from '@/domain/support/chat-schemas';
import { chatKeys, getInbox } from './chat-api';

export function useInbox(status: ConversationStatus, assignment: AssignmentFilter) {
  const query = useInfiniteQuery({
    queryKey: chatKeys.inbox(status, assignment),
    queryFn: ({ pageParam }) => getInbox(status, assignment, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) =>
      last.conversations.length < CONVERSATION_PAGE_SIZE
        ? undefined
        : last.conversations.at(-1)?.lastMessageAt,
    placeholderData: keepPreviousData,
  });
  return {
    ...query,
    me: query.data?.pages[0]?.me,
    conversations: query.data?.pages.flatMap((page) => page.conversations),
  };
}
