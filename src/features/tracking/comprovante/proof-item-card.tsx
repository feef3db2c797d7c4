// One chosen file: its thumbnail and progress, what its barcode said (the key and its delivery,
// or that no key was found), a warning when that delivery already has a proof or is not the one
// the screen was opened for, what the receipt says (its day, today unless changed, and who
// received it), a search of the NF-e by number, series and issuer or a key field for typing or a
// USB barcode scanner (digits then Enter), and the confirmation that attaches it.
import { useEffect, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Image,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconFileTypePdf, IconPhoto, IconX } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAccessKey } from '@/domain/format';
import type { ComprovanteEntrega } from '@/domain/tracking/entrega/comprovante';
import { RECEIVER_NAME_MAX } from '@/domain/tracking/entrega/receipt';
import { DayInput } from '@/ui/day-input';
import { ProofNoteSearch } from './proof-note-search';
import { canAttach, receiptOf, type ProofItem, type ProofPhase, type ReceiptFields } from './proof-queue';

const PROGRESS: Record<ProofPhase, { value: number; color?: string; animated?: boolean }> = {
  waiting: { value: 5 },
  reading: { value: 40, animated: true },
  read: { value: 50 },
  attaching: { value: 85, animated: true },
  attached: { value: 100, color: 'teal' },
  refused: { value: 100, color: 'red' },
};

/** The key as the DANFE prints it, in groups of four, while it is being typed. */
const groupsOfFour = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

const sizeOf = (bytes: number) =>
  bytes >= 1024 ** 2 ? `${(bytes / 1024 ** 2).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export interface ProofItemCardProps {
  item: ProofItem;
  onType: (text: string) => void;
  onAttach: () => void;
  onRemove: () => void;
  onReceipt?: (change: Partial<ReceiptFields>) => void;
  onChoose?: (entrega: ComprovanteEntrega) => void;
}

/** A small picture of a chosen image, from the file itself (nothing is fetched). */
function Thumbnail({ file, isPdf }: { file: File; isPdf: boolean }) {
  const intl = useIntl();
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (isPdf || typeof URL.createObjectURL !== 'function') return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file, isPdf]);
  if (isPdf) return <IconFileTypePdf size={40} stroke={1.5} aria-hidden />;
  if (!url) return <IconPhoto size={40} stroke={1.5} aria-hidden />;
  return (
    <Image
      src={url}
      w={56}
      h={56}
      radius="sm"
      fit="cover"
      data-testid="proof-thumbnail"
      alt={intl.formatMessage({ id: 'comprovante.thumbnail' }, { nome: file.name })}
    />
  );
}

/** The receipt's day, receiver and document, with the reasons the attach would be refused. */
function ReceiptFieldsInput({
  item,
  onReceipt,
}: {
  item: ProofItem;
  onReceipt: (change: Partial<ReceiptFields>) => void;
}) {
  const intl = useIntl();
  const parsed = receiptOf(item);
  const problem = (field: keyof ReceiptFields) => {
    if (parsed.success) return undefined;
    const issue = parsed.error.issues.find((candidate) => candidate.path[0] === field);
    return issue && intl.messages[issue.message] ? intl.formatMessage({ id: issue.message }) : undefined;
  };
  const { recebimento } = item;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" data-testid="proof-receipt">
      <DayInput
        required
        label={intl.formatMessage({ id: 'comprovante.receipt.day' })}
        value={recebimento.dataRecebimento}
        onChange={(dataRecebimento) => onReceipt({ dataRecebimento })}
        error={recebimento.dataRecebimento ? problem('dataRecebimento') : undefined}
      />
      <TextInput
        label={intl.formatMessage({ id: 'comprovante.receipt.name' })}
        value={recebimento.recebedorNome}
        maxLength={RECEIVER_NAME_MAX}
        autoComplete="off"
        onChange={(event) => onReceipt({ recebedorNome: event.currentTarget.value })}
      />
      <TextInput
        label={intl.formatMessage({ id: 'comprovante.receipt.document' })}
        value={recebimento.recebedorDocumento}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        maxLength={20}
        onChange={(event) => onReceipt({ recebedorDocumento: event.currentTarget.value })}
        error={
          recebimento.recebedorDocumento.replace(/\W/g, '').length >= 11
            ? problem('recebedorDocumento')
            : undefined
        }
      />
    </SimpleGrid>
  );
}

function Reading({ item }: { item: ProofItem }) {
  const { entrega, chaveLida } = item;
  if (item.phase === 'waiting' || item.phase === 'reading')
    return (
      <Text size="sm" c="dimmed">
        <FormattedMessage id={item.phase === 'waiting' ? 'comprovante.waiting' : 'comprovante.reading'} />
      </Text>
    );
  if (entrega)
    return (
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          <FormattedMessage
            id={
              item.phase === 'attached'
                ? 'comprovante.attachedTo'
                : chaveLida === entrega.chaveAcesso
                  ? 'comprovante.found'
                  : 'comprovante.chosen'
            }
          />
        </Text>
        <Text size="sm" fw={600}>
          {/* Each part isolated, so a Portuguese name keeps its place in an Arabic sentence. */}
          <FormattedMessage
            id="comprovante.delivery"
            values={{ numero: <bdi>{entrega.numero ?? ''}</bdi> }}
          />
          {entrega.destinatarioNome && (
            <>
              {' – '}
              <bdi>{entrega.destinatarioNome}</bdi>
            </>
          )}
        </Text>
        {/* Digits alone take the page's direction: the key is always read left to right. */}
        <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          <bdi dir="ltr">{formatAccessKey(entrega.chaveAcesso)}</bdi>
        </Text>
      </Stack>
    );
  if (item.phase === 'refused') return null;
  return (
    <Alert variant="light" color="yellow" p="xs">
      {chaveLida ? (
        <FormattedMessage
          id="comprovante.noDelivery"
          values={{ chave: <bdi dir="ltr">{formatAccessKey(chaveLida)}</bdi> }}
        />
      ) : (
        <FormattedMessage id="comprovante.noKey" />
      )}
    </Alert>
  );
}

export function ProofItemCard({ item, onType, onAttach, onRemove, onReceipt, onChoose }: ProofItemCardProps) {
  const intl = useIntl();
  const progress = PROGRESS[item.phase];
  const isPdf = item.file.type === 'application/pdf' || /\.pdf$/i.test(item.file.name);
  const editable = item.phase === 'read';
  const status = item.attached?.entrega.status;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="proof-item" data-phase={item.phase}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Thumbnail file={item.file} isPdf={isPdf} />
            <Text size="sm" fw={500} truncate="end" title={item.file.name}>
              <bdi>{item.file.name}</bdi>
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              <bdi dir="ltr">{sizeOf(item.file.size)}</bdi>
            </Text>
          </Group>
          {item.phase !== 'attaching' && (
            <Tooltip label={intl.formatMessage({ id: 'comprovante.remove' })}>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={onRemove}
                aria-label={intl.formatMessage({ id: 'comprovante.remove' })}
              >
                <IconX size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        <Progress
          value={progress.value}
          color={progress.color}
          animated={progress.animated}
          striped={progress.animated}
          size="sm"
          aria-label={intl.formatMessage({ id: `comprovante.phase.${item.phase}` })}
        />
        <Reading item={item} />
        {item.notExpected && item.phase === 'read' && (
          <Alert
            variant="light"
            color="yellow"
            p="xs"
            icon={<IconAlertTriangle size={16} />}
            data-testid="proof-not-expected"
          >
            <FormattedMessage id="comprovante.notExpected" />
          </Alert>
        )}
        {item.entrega && item.entrega.comprovantes > 0 && item.phase !== 'attached' && (
          <Alert
            variant="light"
            color="orange"
            p="xs"
            icon={<IconAlertTriangle size={16} />}
            data-testid="proof-already"
          >
            <FormattedMessage
              id="comprovante.alreadyHasProof"
              values={{ count: item.entrega.comprovantes }}
            />
          </Alert>
        )}
        {item.phase === 'attached' && status && (
          <Group gap={6} c="teal">
            <IconCheck size={16} />
            <Text size="sm" data-testid="proof-attached">
              <FormattedMessage
                id="comprovante.attached"
                values={{ status: intl.formatMessage({ id: `entrega.status.${status}` }) }}
              />
            </Text>
          </Group>
        )}
        {item.errors.map((error) => (
          <Text key={error} size="sm" c="red" role="alert">
            {error}
          </Text>
        ))}
        {editable && onReceipt && <ReceiptFieldsInput item={item} onReceipt={onReceipt} />}
        {editable && !item.entrega && onChoose && <ProofNoteSearch onChoose={onChoose} />}
        {editable && (
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              style={{ flex: '1 1 16rem' }}
              label={intl.formatMessage({
                id: item.entrega ? 'comprovante.keyLabelOther' : 'comprovante.keyLabel',
              })}
              description={intl.formatMessage({ id: 'comprovante.keyHint' }, { count: item.typed.length })}
              placeholder="0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000"
              inputMode="numeric"
              autoComplete="off"
              dir="ltr"
              value={groupsOfFour(item.typed)}
              onChange={(event) => onType(event.currentTarget.value)}
              onKeyDown={(event) => {
                // A USB barcode scanner types the digits and then Enter.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  onAttach();
                }
              }}
              data-testid="proof-key-input"
            />
            <Button onClick={onAttach} disabled={!canAttach(item)} data-testid="proof-attach">
              <FormattedMessage id="comprovante.attach" />
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
