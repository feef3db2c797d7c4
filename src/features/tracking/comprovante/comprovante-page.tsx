// /entrega/comprovante: proofs of delivery. Each chosen file is read for the DANFE barcode; the
// user confirms the delivery it names (or finds it by the NF-e's number, or types or scans the
// key), says what the receipt says, and attaches it. Opened from a delivery's drawer
// (?entrega={id}), a file whose barcode names no delivery goes to that one; opened for several
// deliveries selected on the list (?entregas=1,2), it says how many, and each file finds its own. Files an expired
// session left in the queue are offered back to the same user.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconRestore, IconTruckDelivery } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { getExpectedDelivery } from '@/features/tracking/services/comprovante-api';
import { PageTitle } from '@/ui/page-title';
import { ProofDropZone } from './proof-drop-zone';
import { ProofItemCard } from './proof-item-card';
import { canAttach } from './proof-queue';
import { useProofQueue } from './use-proof-queue';

/** The delivery id of ?entrega=, when it is one. */
const expectedId = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** How many deliveries ?entregas= names (the delivery list's selection). */
const selectedCount = (value: string | null) =>
  (value ?? '').split(',').filter((part) => /^\d{1,9}$/.test(part)).length;

export function ComprovantePage() {
  const [search] = useSearchParams();
  const entregaId = expectedId(search.get('entrega'));
  const selected = selectedCount(search.get('entregas'));
  const expected = useQuery({
    queryKey: ['comprovante', 'paraEntrega', entregaId],
    queryFn: () => getExpectedDelivery(entregaId ?? 0),
    enabled: entregaId !== null,
  });
  const queue = useProofQueue(expected.data ?? null);
  const ready = queue.items.filter(canAttach).length;
  return (
    <Stack gap="md">
      <PageTitle>
        <FormattedMessage id="comprovante.title" />
      </PageTitle>
      <Text size="sm" c="dimmed">
        <FormattedMessage id="comprovante.intro" />
      </Text>
      {queue.pending.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconRestore size={18} />}
          title={<FormattedMessage id="comprovante.pending.title" />}
          data-testid="proof-pending"
        >
          <Stack gap="xs">
            <Text size="sm">
              <FormattedMessage id="comprovante.pending.text" values={{ count: queue.pending.length }} />
            </Text>
            <Group gap="xs">
              <Button size="xs" onClick={queue.restore}>
                <FormattedMessage id="comprovante.pending.restore" />
              </Button>
              <Button size="xs" variant="default" onClick={queue.discard}>
                <FormattedMessage id="comprovante.pending.discard" />
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {selected > 1 && (
        <Alert variant="light" icon={<IconTruckDelivery size={18} />} data-testid="proof-selection">
          <FormattedMessage id="comprovante.selection" values={{ count: selected }} />
        </Alert>
      )}
      {expected.data && (
        <Alert variant="light" icon={<IconTruckDelivery size={18} />} data-testid="proof-expected">
          <FormattedMessage
            id="comprovante.expected"
            values={{
              numero: <bdi>{expected.data.numero ?? ''}</bdi>,
              destinatario: <bdi>{expected.data.destinatarioNome ?? ''}</bdi>,
            }}
          />
          {expected.data.comprovantes > 0 && (
            <>
              {' '}
              <FormattedMessage
                id="comprovante.alreadyHasProof"
                values={{ count: expected.data.comprovantes }}
              />
            </>
          )}
        </Alert>
      )}
      <ProofDropZone onFiles={queue.add} />
      {queue.items.length > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            <FormattedMessage id="comprovante.count" values={{ count: queue.items.length }} />
          </Text>
          <Button
            leftSection={<IconPaperclip size={16} />}
            disabled={ready === 0}
            onClick={queue.attachAll}
            data-testid="proof-attach-all"
          >
            <FormattedMessage id="comprovante.attachAll" values={{ count: ready }} />
          </Button>
        </Group>
      )}
      <Stack gap="sm">
        {queue.items.map((item) => (
          <ProofItemCard
            key={item.key}
            item={item}
            onType={(text) => queue.type(item.key, text)}
            onAttach={() => void queue.attach(item)}
            onRemove={() => queue.remove(item.key)}
            onReceipt={(change) => queue.receipt(item.key, change)}
            onChoose={(entrega) => queue.choose(item.key, entrega)}
          />
        ))}
      </Stack>
    </Stack>
  );
}
