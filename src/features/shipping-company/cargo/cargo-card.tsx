// A load on the board: number, origin → destination, driver, plate, and when it entered its
// column with the time since. The whole card is the drag handle (mouse, touch and keyboard); its
// accessible name begins with the load's number. A small button beside it opens the details.
import { ActionIcon, Badge, Group, Paper, Text, useDirection } from '@mantine/core';
import { useDraggable } from '@dnd-kit/core';
import { IconArrowNarrowRight, IconInfoCircle } from '@tabler/icons-react';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { formatBusinessDateTime, formatElapsed } from '@/domain/format';
import type { CargoCard } from '@/domain/shipping-company/cargo';
import { formatPlate } from '@/domain/shipping-company/vehicle-plate';

/** Every card has the same height, so a column renders only the cards on screen. */
export const CARD_HEIGHT = 112;
export const CARD_GAP = 8;
export const ROW_HEIGHT = CARD_HEIGHT + CARD_GAP;

const place = (city: string, uf: string) => `${city}/${uf}`;
const sinceText = (card: CargoCard) => formatBusinessDateTime(card.statusDesde).slice(0, 16);
const elapsedText = (card: CargoCard, now: number) =>
  formatElapsed(Math.max(0, Math.floor((now - Date.parse(card.statusDesde)) / 1000)));

export function useCardLabel() {
  const intl = useIntl();
  return (card: CargoCard, now: number) =>
    intl.formatMessage(
      { id: 'cargo.card.label' },
      {
        numero: card.numero,
        origem: place(card.origemCidade, card.origemUf),
        destino: place(card.destinoCidade, card.destinoUf),
        motorista: card.motoristaNome,
        placa: formatPlate(card.placa),
        status: intl.formatMessage({ id: `cargo.status.${card.status}` }),
        tempo: elapsedText(card, now),
      },
    );
}

interface CardBodyProps {
  card: CargoCard;
  now: number;
}

/** What a card shows; also the drag preview. */
export function CargoCardBody({ card, now }: CardBodyProps) {
  const intl = useIntl();
  const { dir } = useDirection();
  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap={4} pe={28}>
        <Text fw={700} size="sm">
          {intl.formatMessage({ id: 'cargo.card.number' }, { numero: card.numero })}
        </Text>
        <Badge size="xs" variant="light" color="gray" tt="none" style={{ flexShrink: 0 }} dir="ltr">
          {elapsedText(card, now)}
        </Badge>
      </Group>
      <Group gap={4} wrap="nowrap" mt={4}>
        <Text size="xs" truncate>
          {place(card.origemCidade, card.origemUf)}
        </Text>
        <IconArrowNarrowRight
          size={14}
          aria-hidden
          style={{ flexShrink: 0, transform: dir === 'rtl' ? 'scaleX(-1)' : undefined }}
        />
        <Text size="xs" truncate>
          {place(card.destinoCidade, card.destinoUf)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" truncate>
        {card.motoristaNome}
      </Text>
      <Group justify="space-between" wrap="nowrap" gap={4}>
        <Text size="xs" ff="monospace" fw={600} dir="ltr">
          {formatPlate(card.placa)}
        </Text>
        <Text
          size="xs"
          c="dimmed"
          dir="ltr"
          title={intl.formatMessage({ id: 'cargo.card.since' }, { data: sinceText(card) })}
        >
          {sinceText(card)}
        </Text>
      </Group>
    </>
  );
}

interface CargoCardViewProps {
  card: CargoCard;
  now: number;
  label: string;
  onOpen: (id: number) => void;
}

export const CargoCardView = memo(function CargoCardView({ card, now, label, onOpen }: CargoCardViewProps) {
  const intl = useIntl();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: card.id,
    data: { status: card.status },
    attributes: { roleDescription: intl.formatMessage({ id: 'cargo.card.roleDescription' }) },
  });
  return (
    <div style={{ position: 'relative', height: CARD_HEIGHT }}>
      <Paper
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        aria-label={label}
        data-cargo-card={card.id}
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
        <CargoCardBody card={card} now={now} />
      </Paper>
      <ActionIcon
        variant="subtle"
        size="sm"
        color="gray"
        aria-label={intl.formatMessage({ id: 'cargo.card.details' }, { numero: card.numero })}
        onClick={() => onOpen(card.id)}
        style={{ position: 'absolute', top: 6, insetInlineEnd: 4 }}
      >
        <IconInfoCircle size={16} />
      </ActionIcon>
    </div>
  );
});
