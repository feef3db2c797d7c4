// A kanban board's data: every card in one query, kept live by the kind's group on the shared hub
// (moves, new and changed cards pushed by the others), who else has the board open, and a reload
// after the hub reconnects (pushes sent while it was away are lost, so the board asks for the
// whole state).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PresenceMember } from '@/domain/realtime/hub-contract';
import { subscribeHubStatus } from '@/services/hub-connections';
import { companyIdAtom, userAtom } from '@/services/session-storage';
import type { BoardCardBase, BoardKind } from './board-kind';
import { mergeCard } from './board-state';
import { cargoBoardHub, watchHubStatus } from './cargo-board-hub';

export interface RemoteMove<C> {
  card: C;
  by: string;
}

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
  const query = useQuery({ queryKey: kind.queryKey, queryFn: kind.load, enabled });
  const remoteMove = useRef(onRemoteMove);
  useEffect(() => {
    remoteMove.current = onRemoteMove;
  });

  const setCards = useCallback(
    (update: (cards: C[]) => C[]) =>
      queryClient.setQueryData<C[]>(kind.queryKey, (cards) => (cards ? update(cards) : cards)),
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
