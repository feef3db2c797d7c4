// What an operator does with the deliveries selected on the list, beside the export of the
// selection that every list offers. Each action is one component of ENTREGA_SELECTION_ACTIONS:
// recording an occurrence for the selected deliveries is one more entry there.
import type { ComponentType } from 'react';
import { Button } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { SelectionActionProps } from '@/features/resources/resource-list-page';
import { ATTACH_PROOF_PATH } from './entrega-list-actions';

/** The proof screen's parameter of the deliveries a user is about to attach proofs to. */
export const EXPECTED_DELIVERIES_PARAM = 'entregas';

/** /entrega/comprovante?entregas=12,15: the proof screen, expecting those deliveries. */
export const attachProofHref = (ids: readonly number[]) =>
  `${ATTACH_PROOF_PATH}?${new URLSearchParams({ [EXPECTED_DELIVERIES_PARAM]: ids.join(',') }).toString()}`;

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

export const ENTREGA_SELECTION_ACTIONS: readonly ComponentType<SelectionActionProps>[] = [AttachProofAction];
