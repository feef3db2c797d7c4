// A kanban board of the shipping company, for any kind of board (board-kind.ts: the loads of
// /trackingShippingCompany/cargo/kanban, the expenses of /trackingShippingCompany/cargoExpense/kanban;
// a card's path opens its details over it): one column per status of the kind's machine, cards
// dragged with the mouse, a finger or the keyboard. A drop the machine allows moves the card at
// once and asks the server; a refusal puts it back and says why. A move that needs a reason asks
// for it first. Moves of the others on the board arrive live through the kind's group on the
// shared hub, and screen readers hear every move in the user's language.
import {
  closestCenter,
  DndContext,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  DragOverlay,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Tooltip,
  useDirection,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { can } from '@/domain/permissions';
import { usePrincipal } from '@/layouts/use-principal';
import { notify } from '@/ui/notify';
import { PageTitle } from '@/ui/page-title';
import { CARD_HEIGHT } from './board-card';
import { BoardColumn } from './board-column';
import type { BoardCardBase, BoardKind } from './board-kind';
import { BoardReasonDialog, type ChosenReason, type PendingMove } from './board-reason-dialog';
import { columnsOf, mergeCard, moveOptimistically, restoreCard } from './board-state';
import { ColumnKeyboard, PromptKeyboardSensor } from './column-keyboard';
import { useBoard } from './use-board';

/** The pointer's column when there is a pointer; for the keyboard, the column the card is over. */
const collisionDetection: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : closestCenter(args);
};

/**
 * The columns, drawn again only when their own props change: dnd-kit redraws the columns and the
 * cards it tracks on every step of a drag by itself, so the board's own renders (a pick-up, a drop,
 * a move's answer) redraw only the columns whose cards or state changed.
 */
const Column = memo(BoardColumn) as typeof BoardColumn;

/**
 * The sensors' options, the same objects on every render: new ones make dnd-kit build new
 * activators, which changes its context and redraws every card and column of the board.
 */
const MOUSE_OPTIONS = { activationConstraint: { distance: 6 } };
const TOUCH_OPTIONS = { activationConstraint: { delay: 200, tolerance: 8 } };

/** A kind's card names, each kept until its card (a new object on any change), minute or language changes. */
function cachedLabel<C extends BoardCardBase>(label: BoardKind<C>['label']): BoardKind<C>['label'] {
  const names = new WeakMap<C, { intl: IntlShape; now: number; name: string }>();
  return (intl, card, now) => {
    const held = names.get(card);
    if (held && held.intl === intl && held.now === now) return held.name;
    const name = label(intl, card, now);
    names.set(card, { intl, now, name });
    return name;
  };
}

/** The time now, renewed every `ms`, for the cards' time in their column. */
function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** Puts the keyboard back on a card after it moved to another column. */
const focusCard = (id: number) =>
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const node = document.querySelector<HTMLElement>(`[data-board-card="${id}"]`);
      node?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      node?.focus({ preventScroll: true });
    }),
  );

export function KanbanBoard<C extends BoardCardBase>({ kind: given }: { kind: BoardKind<C> }) {
  // dnd-kit redraws every card it tracks (its drag handle) on every step of a drag, and a column on
  // every scroll: the card's body is drawn again only when its card or the minute changes, and its
  // accessible name is worked out once per card, minute and language.
  const kind = useMemo(
    () => ({ ...given, Body: memo(given.Body) as typeof given.Body, label: cachedLabel(given.label) }),
    [given],
  );
  const intl = useIntl();
  const navigate = useNavigate();
  const params = useParams();
  const openId = params.id && /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  const principal = usePrincipal();
  const allowed = can(principal, kind.permission);
  const rtl = useDirection().dir === 'rtl';
  const now = useNow(60_000);
  const [announcement, setAnnouncement] = useState('');
  const [active, setActive] = useState<C | null>(null);
  const [pending, setPending] = useState<PendingMove<C> | null>(null);
  /** The column the keyboard took the held card to. */
  const [keyboard] = useState(() => new ColumnKeyboard(kind.statuses));
  const m = kind.messages;
  const fits = (from: C['status'], to: C['status']) => kind.moveReason(from, to) !== undefined;

  const column = useCallback(
    (status: string) => intl.formatMessage({ id: `${m}.status.${status}` }),
    [intl, m],
  );
  const say = useCallback(
    (id: string, values: Record<string, string | number>) => intl.formatMessage({ id }, values),
    [intl],
  );
  const announce = useCallback((text: string) => {
    // Cleared first, so the same sentence twice is read twice.
    setAnnouncement('');
    requestAnimationFrame(() => setAnnouncement(text));
  }, []);

  const { query, setCards, others, live } = useBoard(kind, allowed, ({ card, by }) =>
    announce(say(`${m}.dnd.movedByOther`, { name: by, numero: card.numero, column: column(card.status) })),
  );
  const cards = useMemo(() => query.data ?? [], [query.data]);
  // The columns laid out again from the cards, keeping the arrays of the columns a change did not
  // touch (their memoised columns are not drawn again); kept in state, from the render before.
  const [layout, setLayout] = useState(() => ({ cards, columns: columnsOf(cards, kind.statuses) }));
  let columns = layout.columns;
  if (layout.cards !== cards) {
    columns = columnsOf(cards, kind.statuses, layout.columns);
    setLayout({ cards, columns });
  }
  /** A card of the board by its id (read on a drag's events, not on every render). */
  const cardOf = (id: number) => cards.find((card) => card.id === id);

  const keyboardOptions = useMemo(
    () => ({ coordinateGetter: keyboard.coordinates(rtl), scrollBehavior: 'instant' as const }),
    [keyboard, rtl],
  );
  const sensors = useSensors(
    useSensor(MouseSensor, MOUSE_OPTIONS),
    useSensor(TouchSensor, TOUCH_OPTIONS),
    useSensor(PromptKeyboardSensor, keyboardOptions),
  );

  const refuse = (card: C, text: string) => {
    notify({ color: 'red', message: text });
    announce(say(`${m}.dnd.refused`, { numero: card.numero, column: column(card.status), reason: text }));
  };

  const commit = async (card: C, to: C['status'], reason: ChosenReason | null, keyboard: boolean) => {
    setCards((held) => moveOptimistically(held, card.id, to));
    if (keyboard) focusCard(card.id);
    const result = await kind
      .move(card.id, {
        to,
        version: card.version,
        motivo: reason?.motivo ?? null,
        motivoId: reason?.motivoId ?? null,
      })
      .catch(() => null);
    if (result?.ok) {
      setCards((held) => mergeCard(held, result.card));
      return;
    }
    setCards((held) => {
      const back = restoreCard(held, card);
      return result?.card ? mergeCard(back, result.card) : back;
    });
    if (keyboard) focusCard(card.id);
    const messageId = result && intl.messages[result.messageId] ? result.messageId : `${m}.error.failed`;
    refuse(result?.card ?? card, intl.formatMessage({ id: messageId }));
  };

  const requestMove = (card: C, to: C['status'], keyboard: boolean) => {
    if (to === card.status) return;
    const reason = kind.moveReason(card.status, to);
    if (reason === undefined) {
      refuse(
        card,
        say(`${m}.dnd.notAllowed`, { numero: card.numero, from: column(card.status), to: column(to) }),
      );
      if (keyboard) focusCard(card.id);
      return;
    }
    if (reason) setPending({ card, to, kind: reason });
    else void commit(card, to, null, keyboard);
  };

  const onDragStart = ({ active: dragged }: DragStartEvent) => {
    keyboard.reset();
    setActive(cardOf(Number(dragged.id)) ?? null);
  };
  const onDragEnd = ({ active: dragged, over, activatorEvent }: DragEndEvent) => {
    setActive(null);
    const byKeyboard = activatorEvent instanceof KeyboardEvent;
    const to = (byKeyboard ? (keyboard.chosen() ?? over?.id) : over?.id) as C['status'] | undefined;
    const card = cardOf(Number(dragged.id));
    if (card && to) requestMove(card, to, byKeyboard);
  };

  const numero = (id: string | number) => cardOf(Number(id))?.numero ?? id;
  const statusOf = (id: string | number) => cardOf(Number(id))?.status;
  const announcements: Announcements = {
    onDragStart: ({ active: dragged }) =>
      say(`${m}.dnd.pickedUp`, { numero: numero(dragged.id), column: column(statusOf(dragged.id) ?? '') }),
    onDragOver: ({ active: dragged, over }) => {
      if (!over) return undefined;
      const from = statusOf(dragged.id);
      const to = over.id as C['status'];
      const takes = from === to || (from !== undefined && fits(from, to));
      return say(takes ? `${m}.dnd.over` : `${m}.dnd.overNotAllowed`, {
        numero: numero(dragged.id),
        column: column(to),
      });
    },
    onDragEnd: ({ active: dragged, over }) => {
      const from = statusOf(dragged.id);
      const dropped = keyboard.chosen() ?? over?.id;
      if (!dropped || !from)
        return say(`${m}.dnd.cancelled`, { numero: numero(dragged.id), column: column(from ?? '') });
      const to = dropped as C['status'];
      if (to === from) return say(`${m}.dnd.droppedSame`, { numero: numero(dragged.id), column: column(to) });
      const reason = kind.moveReason(from, to);
      if (reason === undefined) return undefined; // the refusal is announced by the board
      if (reason) return say(`${m}.reason.title`, { numero: numero(dragged.id), column: column(to) });
      return say(`${m}.dnd.dropped`, { numero: numero(dragged.id), column: column(to) });
    },
    onDragCancel: ({ active: dragged }) =>
      say(`${m}.dnd.cancelled`, { numero: numero(dragged.id), column: column(statusOf(dragged.id) ?? '') }),
  };

  const openCard = useCallback((id: number) => navigate(kind.detailPath(id)), [navigate, kind]);
  const { Body, Details, Actions } = kind;

  if (!allowed)
    return (
      <Alert color="yellow" icon={<IconAlertTriangle size={18} />} m="md">
        {intl.formatMessage({ id: `${m}.kanban.noPermission` })}
      </Alert>
    );

  return (
    <Stack gap="sm" data-testid={`${kind.key}-kanban`}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <PageTitle>{intl.formatMessage({ id: `${m}.kanban.title` })}</PageTitle>
        <Group gap="xs" wrap="wrap">
          {others.length > 0 && (
            <Tooltip.Group openDelay={200}>
              <Avatar.Group
                spacing="sm"
                aria-label={say('cargo.kanban.presence', {
                  names: others.map((member) => member.name).join(', '),
                })}
                role="group"
                data-testid={`${kind.key}-presence`}
              >
                {others.slice(0, 5).map((member) => (
                  <Tooltip key={member.userId} label={member.name} withArrow>
                    <Avatar radius="xl" size="sm" color="initials" name={member.name} alt={member.name}>
                      {initials(member.name)}
                    </Avatar>
                  </Tooltip>
                ))}
                {others.length > 5 && (
                  <Avatar radius="xl" size="sm">
                    +{others.length - 5}
                  </Avatar>
                )}
              </Avatar.Group>
            </Tooltip.Group>
          )}
          <Badge variant="dot" color={live ? 'green' : 'gray'} size="sm">
            {intl.formatMessage({ id: live ? 'cargo.kanban.live' : 'cargo.kanban.offline' })}
          </Badge>
          {query.data && (
            <Text size="sm" c="dimmed">
              {intl.formatMessage({ id: `${m}.kanban.count` }, { count: cards.length })}
            </Text>
          )}
          {Actions && <Actions />}
        </Group>
      </Group>

      {query.isError ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          <Group justify="space-between">
            <Text size="sm">{intl.formatMessage({ id: 'cargo.kanban.loadError' })}</Text>
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              {intl.formatMessage({ id: 'cargo.kanban.retry' })}
            </Button>
          </Group>
        </Alert>
      ) : query.isPending ? (
        <Group gap="sm" wrap="nowrap" style={{ overflow: 'hidden' }}>
          {kind.statuses.map((status) => (
            <Skeleton key={status} h={360} w={272} radius="md" style={{ flexShrink: 0 }} />
          ))}
        </Group>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={collisionDetection}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setActive(null)}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: intl.formatMessage({ id: `${m}.dnd.instructions` }) },
          }}
        >
          <div
            data-testid={`${kind.key}-board`}
            style={{
              display: 'flex',
              gap: 12,
              overflowX: 'auto',
              paddingBottom: 8,
              alignItems: 'flex-start',
            }}
          >
            {kind.statuses.map((status) => (
              <Column
                key={status}
                kind={kind}
                status={status}
                cards={columns[status]}
                now={now}
                accepts={active ? active.status === status || fits(active.status, status) : null}
                // Only the held card's own column keeps it drawn while it is dragged out of view.
                activeId={active?.status === status ? active.id : null}
                onOpen={openCard}
              />
            ))}
          </div>
          <DragOverlay dropAnimation={null}>
            {active ? (
              <Paper
                withBorder
                radius="md"
                p="xs"
                shadow="lg"
                h={CARD_HEIGHT}
                w={248}
                style={{
                  cursor: 'grabbing',
                  display: 'flex',
                  flexDirection: 'column',
                  justifyContent: 'space-between',
                }}
              >
                <Body card={active} now={now} />
              </Paper>
            ) : null}
          </DragOverlay>
        </DndContext>
      )}

      <BoardReasonDialog
        board={kind}
        pending={pending}
        onCancel={() => {
          const card = pending?.card;
          setPending(null);
          if (card) focusCard(card.id);
        }}
        onConfirm={(move, reason) => {
          setPending(null);
          void commit(move.card, move.to, reason, true);
        }}
      />
      <Details
        id={openId}
        version={openId === null ? undefined : cardOf(openId)?.version}
        onClose={() => navigate(kind.boardPath)}
      />
      <VisuallyHidden role="status" aria-live="polite" data-testid={`${kind.key}-announcer`}>
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}
