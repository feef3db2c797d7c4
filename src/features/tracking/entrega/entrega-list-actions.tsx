// Beside the delivery list's title: where an operator goes on from the list. Attaching proofs and
// the saved filter sets have no entry of their own in the sidebar (spec 2.2), so the list leads
// to them.
import { Button } from '@mantine/core';
import { IconFilter, IconPaperclip } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';

export const ATTACH_PROOF_PATH = '/entrega/comprovante';
const SAVED_FILTERS_PATH = '/filterTable/complete';

export function EntregaListActions() {
  const { pathname } = useLocation();
  return (
    <>
      {pathname !== SAVED_FILTERS_PATH && (
        <Button
          variant="default"
          component={Link}
          to={SAVED_FILTERS_PATH}
          leftSection={<IconFilter size={16} />}
        >
          <FormattedMessage id="entrega.action.savedFilters" />
        </Button>
      )}
      <Button component={Link} to={ATTACH_PROOF_PATH} leftSection={<IconPaperclip size={16} />}>
        <FormattedMessage id="entrega.action.attachProof" />
      </Button>
    </>
  );
}
