// What an operator does with the deliveries selected on the list, beside the export of the
// selection that every list offers. Each action is one component of ENTREGA_SELECTION_ACTIONS.
import { type ComponentType, useState } from 'react';
import { Button } from '@mantine/core';
import { IconPaperclip, IconTimelineEventPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { SelectionActionProps } from '@/features/resources/resource-list-page';
import { ATTACH_PROOF_PATH } from './entrega-list-actions';
import { RecordOccurrenceDialog } from './record-occurrence-dialog';

/** The proof screen's parameter of the deliveries a user is about to attach proofs to. */
export const EXPECTED_DELIVERIES_PARAM = 'entregas';

/**
 * The proof screen for the selection: one delivery is expected as the drawer expects it
 * (?entrega=12: a file whose barcode cannot be read goes to it); several are listed
 * (?entregas=12,15) and each file is matched by its barcode or by a search.
 */
export const attachProofHref = (ids: readonly number[]) =>
  ids.length === 1
    ? `${ATTACH_PROOF_PATH}?${new URLSearchParams({ entrega: String(ids[0]) }).toString()}`
    : `${ATTACH_PROOF_PATH}?${new URLSearchParams({ [EXPECTED_DELIVERIES_PARAM]: ids.join(',') }).toString()}`;

function AttachProofAction({ ids }: SelectionActionProps) {
  return (
    <Button
      size="xs"
      variant="light"
      component={Link}
      to={attachProofHref(ids)}
      leftSection={<IconPaperclip size={14} />}
    >
      <FormattedMessage id="entrega.action.attachProof" />
    </Button>
  );
}

function RecordOccurrenceAction({ ids, onClear }: SelectionActionProps) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconTimelineEventPlus size={14} />}
        onClick={() => setOpen(true)}
        data-testid="entrega-bulk-record-occurrence"
      >
        <FormattedMessage id="entregaOcorrencia.record.open" />
      </Button>
      <RecordOccurrenceDialog
        entregaIds={ids}
        opened={open}
        onClose={() => setOpen(false)}
        // The list's last-occurrence and status columns change with it; the work on the
        // selection is done.
        onRecorded={() => {
          onClear();
          void queryClient.invalidateQueries({ queryKey: ['entrega'] });
        }}
      />
    </>
  );
}

export const ENTREGA_SELECTION_ACTIONS: readonly ComponentType<SelectionActionProps>[] = [
  AttachProofAction,
  RecordOccurrenceAction,
];
