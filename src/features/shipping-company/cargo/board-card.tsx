// A card on a kanban board: the kind's body inside one drag handle (mouse, touch and keyboard)
// whose accessible name begins with the card's number, and a small button beside it that opens
// the details. Every card has the same height, so a column renders only the cards on screen. A card
// longer in its status than the column's time limit is marked: a red border, a clock icon and the
// words, which are also the start of its accessible description (its name still begins with its
// number).
import { ActionIcon, Paper, VisuallyHidden } from '@mantine/core';
import { type DraggableAttributes, useDraggable } from '@dnd-kit/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { BoardCardBase, BoardKind } from './board-kind';

export const CARD_HEIGHT = 112;
export const CARD_GAP = 8;
export const ROW_HEIGHT = CARD_HEIGHT + CARD_GAP;

interface BoardCardViewProps<C extends BoardCardBase> {
  kind: BoardKind<C>;
  card: C;
  now: number;
  label: string;
  /** Over the column's time limit: what to say about it (null: within it, or no limit). */
  overTime?: string | null;
  onOpen: (id: number) => void;
}

function BoardCardViewOf<C extends BoardCardBase>({
  kind,
  card,
  now,
  label,
  overTime = null,
  onOpen,
}: BoardCardViewProps<C>) {
  const intl = useIntl();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: card.id,
    data: { status: card.status },
    attributes: { roleDescription: intl.formatMessage({ id: `${kind.messages}.card.roleDescription` }) },
  });
  return (
    <CardFace
      kind={kind}
      card={card}
      now={now}
      label={label}
      overTime={overTime}
      onOpen={onOpen}
      handle={attributes}
      listeners={listeners}
      setNodeRef={setNodeRef}
      isDragging={isDragging}
    />
  );
}

interface CardFaceProps<C extends BoardCardBase> extends BoardCardViewProps<C> {
  handle: DraggableAttributes;
  listeners: ReturnType<typeof useDraggable>['listeners'];
  setNodeRef: (node: HTMLElement | null) => void;
  isDragging: boolean;
}

/**
 * What a card draws, memoised: dnd-kit draws every draggable again on each step of a drag (its
 * context changes), but the handle's attributes, listeners and ref stay the same objects, so
 * only the held card's face is drawn again.
 */
function CardFaceOf<C extends BoardCardBase>({
  kind,
  card,
  now,
  label,
  overTime = null,
  onOpen,
  handle: attributes,
  listeners,
  setNodeRef,
  isDragging,
}: CardFaceProps<C>) {
  const intl = useIntl();
  const { Body } = kind;
  const markId = `${kind.key}-card-${card.id}-over-time`;
  // dnd-kit describes the handle with its instructions; the mark is read first.
  const describedBy = overTime
    ? `${markId} ${attributes['aria-describedby']}`
    : attributes['aria-describedby'];
  return (
    <div style={{ position: 'relative', height: CARD_HEIGHT }}>
      <Paper
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        aria-label={label}
        aria-describedby={describedBy}
        data-board-card={card.id}
        data-over-time={overTime ? true : undefined}
        withBorder
        radius="md"
        p="xs"
        shadow="xs"
        h={CARD_HEIGHT}
        onClick={() => onOpen(card.id)}
        style={{
          cursor: 'grab',
          opacity: isDragging ? 0.35 : 1,
          borderColor: overTime ? 'var(--mantine-color-red-filled)' : undefined,
          borderInlineStartWidth: overTime ? 4 : undefined,
          touchAction: 'manipulation',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
        }}
      >
        <Body card={card} now={now} overTime={overTime !== null} />
      </Paper>
      {overTime && <VisuallyHidden id={markId}>{overTime}</VisuallyHidden>}
      <ActionIcon
        variant="subtle"
        size="sm"
        color="gray"
        aria-label={intl.formatMessage({ id: `${kind.messages}.card.details` }, { numero: card.numero })}
        onClick={() => onOpen(card.id)}
        style={{ position: 'absolute', top: 6, insetInlineEnd: 4 }}
      >
        <IconInfoCircle size={16} />
      </ActionIcon>
    </div>
  );
}

const CardFace = memo(CardFaceOf) as typeof CardFaceOf;

export const BoardCardView = memo(BoardCardViewOf) as typeof BoardCardViewOf;
