// The cargo board's data: every card in one query, kept live by the board's hub (moves, new and
// changed loads pushed by the others), who else has the board open, and a reload after the hub
// reconnects (pushes sent while it was away are lost, so the board asks for the whole state).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PresenceMember } from '@/domain/realtime/hub-contract';
import type { CargoCard } from '@/domain/shipping-company/cargo';
import { subscribeHubStatus } from '@/services/hub-connections';
import { companyIdAtom, userAtom } from '@/services/session-storage';
import { mergeCard } from './board-state';
import { cargoBoardQueryKey, getCargoBoard } from './cargo-api';
import { cargoBoardHub, watchHubStatus } from './cargo-board-hub';

export interface RemoteMove {
  card: CargoCard;
  by: string;
}

export function useCargoBoard(enabled: boolean, onRemoteMove: (move: RemoteMove) => void) {
  const queryClient = useQueryClient();
  const companyId = useAtomValue(companyIdAtom);
  const userId = useAtomValue(userAtom)?.id;
  const [others, setOthers] = useState<PresenceMember[]>([]);
  const [live, setLive] = useState(cargoBoardHub.status === 'connected');
  const query = useQuery({ queryKey: cargoBoardQueryKey, queryFn: getCargoBoard, enabled });
  const remoteMove = useRef(onRemoteMove);
  useEffect(() => {
    remoteMove.current = onRemoteMove;
  });

  const setCards = useCallback(
    (update: (cards: CargoCard[]) => CargoCard[]) =>
      queryClient.setQueryData<CargoCard[]>(cargoBoardQueryKey, (cards) => (cards ? update(cards) : cards)),
    [queryClient],
  );

  useEffect(() => {
    if (!enabled || companyId === null) return;
    const off = [
      cargoBoardHub.on('cardMoved', (card, mover) => {
        setCards((cards) => mergeCard(cards, card));
        remoteMove.current({ card, by: mover.name });
      }),
      cargoBoardHub.on('cardCreated', (card) => setCards((cards) => mergeCard(cards, card))),
      cargoBoardHub.on('cardUpdated', (card) => setCards((cards) => mergeCard(cards, card))),
      cargoBoardHub.join('board', companyId, (members) =>
        setOthers(members.filter((member) => member.userId !== userId)),
      ),
    ];
    return () => off.forEach((stop) => stop());
  }, [enabled, companyId, userId, setCards]);

  useEffect(
    () =>
      watchHubStatus(cargoBoardHub, subscribeHubStatus, {
        changed: (status) => setLive(status === 'connected'),
        reconnected: () => void queryClient.invalidateQueries({ queryKey: cargoBoardQueryKey }),
      }),
    [queryClient],
  );

  return { query, setCards, others, live };
}
