// A load on the cargo board: number, origin → destination, driver, plate, and when it entered its
// column with the time since; its accessible name begins with the load's number.
import { Group, Text, useDirection } from '@mantine/core';
import { IconArrowNarrowRight } from '@tabler/icons-react';
import { type IntlShape, useIntl } from 'react-intl';
import { formatBusinessDateTime, formatElapsed } from '@/domain/format';
import type { CargoCard } from '@/domain/shipping-company/cargo';
import { formatPlate } from '@/domain/shipping-company/vehicle-plate';
import { secondsSince } from './board-kind';
import { CardHeading } from './card-heading';

const place = (city: string, uf: string) => `${city}/${uf}`;
const sinceText = (card: CargoCard) => formatBusinessDateTime(card.statusDesde).slice(0, 16);
const elapsedText = (card: CargoCard, now: number) => formatElapsed(secondsSince(card.statusDesde, now));

export const cargoCardLabel = (intl: IntlShape, card: CargoCard, now: number) =>
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

interface CardBodyProps {
  card: CargoCard;
  now: number;
  /** Longer in its status than the column's time limit: the time is marked. */
  overTime?: boolean;
}

/** What a card shows; also the drag preview. */
export function CargoCardBody({ card, now, overTime = false }: CardBodyProps) {
  const intl = useIntl();
  const { dir } = useDirection();
  return (
    <>
      <CardHeading
        title={intl.formatMessage({ id: 'cargo.card.number' }, { numero: card.numero })}
        elapsed={elapsedText(card, now)}
        overTime={overTime}
      />
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
