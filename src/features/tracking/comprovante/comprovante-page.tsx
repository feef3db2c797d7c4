// /entrega/comprovante: proofs of delivery. Each chosen file is read for the DANFE barcode; the
// user confirms the delivery it names, or types or scans the key, and attaches it.
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { PageTitle } from '@/ui/page-title';
import { ProofDropZone } from './proof-drop-zone';
import { ProofItemCard } from './proof-item-card';
import { canAttach } from './proof-queue';
import { useProofQueue } from './use-proof-queue';

export function ComprovantePage() {
  const queue = useProofQueue();
  const ready = queue.items.filter(canAttach).length;
  return (
    <Stack gap="md">
      <PageTitle>
        <FormattedMessage id="comprovante.title" />
      </PageTitle>
      <Text size="sm" c="dimmed">
        <FormattedMessage id="comprovante.intro" />
      </Text>
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
          />
        ))}
      </Stack>
    </Stack>
  );
}
