// One column of a kanban board: a region named by its status, holding its cards. A column renders
// only the cards within its scrolled view (plus a few either side, and the card being dragged),
// each at a fixed height, so a board of thousands of cards opens and scrolls as fast as a small one.
// With the company's limits (the boardLimit register): the count reads "count / limit", a column
// over its WIP limit warns (colour, icon and text, also in the region's description; its name stays
// its title), and cards longer in the status than its time limit are marked.
import { Badge, Group, Paper, Text, useComputedColorScheme, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import { useDroppable } from '@dnd-kit/core';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { isOverTime, isOverWip, limitsOf } from '@/domain/shipping-company/board-limits';
import type { BoardCardBase, BoardKind } from './board-kind';
import { visibleRange } from './board-state';
import { BoardCardView, CARD_HEIGHT, ROW_HEIGHT } from './board-card';
import { useBoardLimits } from './use-board';

interface BoardColumnProps<C extends BoardCardBase> {
  kind: BoardKind<C>;
  status: C['status'];
  cards: C[];
  now: number;
  /** While a card is held: whether this column takes it (null: no card held). */
  accepts: boolean | null;
  activeId: number | null;
  onOpen: (id: number) => void;
}

export function BoardColumn<C extends BoardCardBase>({
  kind,
  status,
  cards,
  now,
  accepts,
  activeId,
  onOpen,
}: BoardColumnProps<C>) {
  const intl = useIntl();
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 800 });
  useEffect(() => {
    const node = scroller.current;
    if (!node) return;
    const measure = () => setView({ top: node.scrollTop, height: node.clientHeight || 800 });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const { start, end } = visibleRange(cards.length, ROW_HEIGHT, view.top, view.height);
  const shown = new Set<number>();
  for (let i = start; i < end; i++) shown.add(i);
  const activeIndex = activeId === null ? -1 : cards.findIndex((card) => card.id === activeId);
  if (activeIndex >= 0) shown.add(activeIndex);
  const title = intl.formatMessage({ id: `${kind.messages}.status.${status}` });
  const titleId = `${kind.key}-column-${status}`;
  const limits = limitsOf(useBoardLimits(kind), status);
  const over = isOverWip(cards.length, limits.wip);
  const descriptionId = `${kind.key}-column-${status}-limits`;
  const described = limits.wip !== null || limits.hours !== null;
  const overTimeText =
    limits.hours === null
      ? ''
      : intl.formatMessage({ id: 'boardLimit.card.overTime' }, { horas: limits.hours });

  return (
    <Paper
      component="section"
      role="region"
      aria-labelledby={titleId}
      aria-describedby={described ? descriptionId : undefined}
      ref={setNodeRef}
      data-column={status}
      data-over-limit={over || undefined}
      withBorder
      radius="md"
      p="xs"
      bg={isOver && accepts ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-default-hover)'}
      style={{
        flex: '0 0 min(272px, 82vw)',
        display: 'flex',
        flexDirection: 'column',
        opacity: accepts === false ? 0.55 : 1,
        borderColor:
          isOver && accepts
            ? 'var(--mantine-color-blue-filled)'
            : over
              ? 'var(--mantine-color-red-filled)'
              : undefined,
        borderWidth: over ? 2 : undefined,
        transition: 'opacity 120ms, background-color 120ms',
      }}
    >
      <Group justify="space-between" wrap="nowrap" mb="xs" px={4} gap={6} mih={26}>
        <Text id={titleId} fw={700} size="sm" lh={1.2}>
          {title}
        </Text>
        <Badge
          variant={over ? 'filled' : 'default'}
          color={over ? 'red.9' : undefined}
          size="sm"
          aria-hidden
          leftSection={over ? <IconAlertTriangle size={12} /> : undefined}
          style={{ flexShrink: 0, overflow: 'visible' }}
          data-testid="column-count"
        >
          {/* "count / limit" in that order in Arabic too. */}
          <span dir="ltr" style={{ unicodeBidi: 'isolate' }}>
            {limits.wip === null ? cards.length : `${cards.length} / ${limits.wip}`}
          </span>
        </Badge>
      </Group>
      {described && <ColumnLimits id={descriptionId} over={over} wip={limits.wip} hours={limits.hours} />}
      <div
        ref={scroller}
        onScroll={(event) => {
          const node = event.currentTarget;
          setView({ top: node.scrollTop, height: node.clientHeight || 800 });
        }}
        style={{ overflowY: 'auto', height: 'max(280px, calc(100dvh - 250px))', paddingInline: 2 }}
      >
        {cards.length === 0 ? (
          <Text size="xs" c="dimmed" ta="center" py="lg">
            {intl.formatMessage({ id: `${kind.messages}.kanban.empty` })}
          </Text>
        ) : (
          <div
            style={{ position: 'relative', height: cards.length * ROW_HEIGHT - (ROW_HEIGHT - CARD_HEIGHT) }}
          >
            {[...shown]
              .sort((a, b) => a - b)
              .map((index) => {
                const card = cards[index]!;
                return (
                  <div
                    key={card.id}
                    style={{ position: 'absolute', top: index * ROW_HEIGHT, insetInline: 0 }}
                  >
                    <BoardCardView
                      kind={kind}
                      card={card}
                      now={now}
                      label={kind.label(intl, card, now)}
                      overTime={isOverTime(card.statusDesde, now, limits.hours) ? overTimeText : null}
                      onOpen={onOpen}
                    />
                  </div>
                );
              })}
          </div>
        )}
      </div>
    </Paper>
  );
}

/**
 * The column's limits under its title: a warning (red, an icon and the words) when the column is
 * over its WIP limit, the time limit with a clock. A screen reader hears the same as the region's
 * description (one hidden text, so the sentences stay apart), not twice.
 */
function ColumnLimits({
  id,
  over,
  wip,
  hours,
}: {
  id: string;
  over: boolean;
  wip: number | null;
  hours: number | null;
}) {
  const intl = useIntl();
  // Red that reads on either background (red.6 is below 4.5:1 on both).
  const warning = useComputedColorScheme('dark') === 'dark' ? 'red.4' : 'red.9';
  const wipText =
    wip === null
      ? null
      : intl.formatMessage(
          { id: over ? 'boardLimit.column.over' : 'boardLimit.column.wip' },
          { limite: wip },
        );
  const hoursText =
    hours === null ? null : intl.formatMessage({ id: 'boardLimit.column.hours' }, { horas: hours });
  const description = [wipText, hoursText].filter(Boolean).join('; ');
  return (
    <div style={{ paddingInline: 4, marginBottom: 6 }}>
      <VisuallyHidden id={id}>{description}</VisuallyHidden>
      {over && (
        <Group gap={4} wrap="nowrap" c={warning} data-testid="column-over-limit" aria-hidden>
          <IconAlertTriangle size={14} style={{ flexShrink: 0 }} />
          <Text size="xs" fw={700} c={warning}>
            {wipText}
          </Text>
        </Group>
      )}
      {hoursText && (
        <Group gap={4} wrap="nowrap" aria-hidden>
          <IconClockHour4 size={12} style={{ flexShrink: 0, color: 'var(--mantine-color-dimmed)' }} />
          <Text size="xs" c="dimmed">
            {hoursText}
          </Text>
        </Group>
      )}
    </div>
  );
}
