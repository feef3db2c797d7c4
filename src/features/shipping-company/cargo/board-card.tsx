// A card on a kanban board: the kind's body inside one drag handle (mouse, touch and keyboard)
// whose accessible name begins with the card's number, and a small button beside it that opens
// the details. Every card has the same height, so a column renders only the cards on screen.
import { ActionIcon, Paper } from '@mantine/core';
import { useDraggable } from '@dnd-kit/core';
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
  onOpen: (id: number) => void;
}

function BoardCardViewOf<C extends BoardCardBase>({ kind, card, now, label, onOpen }: BoardCardViewProps<C>) {
  const intl = useIntl();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: card.id,
    data: { status: card.status },
    attributes: { roleDescription: intl.formatMessage({ id: `${kind.messages}.card.roleDescription` }) },
  });
  const { Body } = kind;
  return (
    <div style={{ position: 'relative', height: CARD_HEIGHT }}>
      <Paper
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        aria-label={label}
        data-board-card={card.id}
        withBorder
        radius="md"
        p="xs"
        shadow="xs"
        h={CARD_HEIGHT}
        onClick={() => onOpen(card.id)}
        style={{
          cursor: 'grab',
          opacity: isDragging ? 0.35 : 1,
          touchAction: 'manipulation',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
        }}
      >
        <Body card={card} now={now} />
      </Paper>
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

export const BoardCardView = memo(BoardCardViewOf) as typeof BoardCardViewOf;
