// A kanban board's data: every card in one query, kept live by the kind's group on the shared hub
// (moves, new and changed cards pushed by the others), who else has the board open, and a reload
// after the hub reconnects (pushes sent while it was away are lost, so the board asks for the
// whole state). The same read brings the company's limits of the columns (useBoardLimits).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PresenceMember } from '@/domain/realtime/hub-contract';
import type { BoardColumnLimit } from '@/domain/shipping-company/board-limits';
import { subscribeHubStatus } from '@/services/hub-connections';
import { companyIdAtom, userAtom } from '@/services/session-storage';
import type { BoardCardBase, BoardKind, BoardRead } from './board-kind';
import { mergeCard } from './board-state';
import { cargoBoardHub, watchHubStatus } from './cargo-board-hub';

export interface RemoteMove<C> {
  card: C;
  by: string;
}

const cardsOf = <C>(read: BoardRead<C>) => read.cards;
const limitsOfRead = <C>(read: BoardRead<C>) => read.limits;
const NO_LIMITS: BoardColumnLimit[] = [];

export function useBoard<C extends BoardCardBase>(
  kind: BoardKind<C>,
  enabled: boolean,
  onRemoteMove: (move: RemoteMove<C>) => void,
) {
  const queryClient = useQueryClient();
  const companyId = useAtomValue(companyIdAtom);
  const userId = useAtomValue(userAtom)?.id;
  const [others, setOthers] = useState<PresenceMember[]>([]);
  const [live, setLive] = useState(cargoBoardHub.status === 'connected');
  // The cache holds the whole read; the board sees its cards.
  const query = useQuery({ queryKey: kind.queryKey, queryFn: kind.load, enabled, select: cardsOf<C> });
  const remoteMove = useRef(onRemoteMove);
  useEffect(() => {
    remoteMove.current = onRemoteMove;
  });

  const setCards = useCallback(
    (update: (cards: C[]) => C[]) =>
      queryClient.setQueryData<BoardRead<C>>(kind.queryKey, (read) =>
        read ? { ...read, cards: update(read.cards) } : read,
      ),
    [queryClient, kind.queryKey],
  );

  useEffect(() => {
    if (!enabled || companyId === null) return;
    return kind.live(companyId, {
      moved: (card, by) => {
        setCards((cards) => mergeCard(cards, card));
        remoteMove.current({ card, by });
      },
      changed: (card) => setCards((cards) => mergeCard(cards, card)),
      members: (members) => setOthers(members.filter((member) => member.userId !== userId)),
    });
  }, [kind, enabled, companyId, userId, setCards]);

  useEffect(
    () =>
      watchHubStatus(cargoBoardHub, subscribeHubStatus, {
        changed: (status) => setLive(status === 'connected'),
        reconnected: () => void queryClient.invalidateQueries({ queryKey: kind.queryKey }),
      }),
    [queryClient, kind.queryKey],
  );

  return { query, setCards, others, live };
}

/**
 * The company's limits of the board's columns, from the same cached read as the cards (useBoard
 * loads it; this only watches it, so the columns never ask again).
 */
export function useBoardLimits<C extends BoardCardBase>(kind: BoardKind<C>): BoardColumnLimit[] {
  const { data } = useQuery({
    queryKey: kind.queryKey,
    queryFn: kind.load,
    enabled: false,
    select: limitsOfRead<C>,
  });
  return data ?? NO_LIMITS;
}
