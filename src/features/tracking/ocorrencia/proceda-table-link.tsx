// Beside the occurrence mapping's title: the standard PROCEDA codes the mapping translates to,
// which the sidebar does not list.
import { Button } from '@mantine/core';
import { IconTable } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

export function ProcedaTableLink() {
  return (
    <Button
      variant="default"
      component={Link}
      to="/tabelaOcorrenciaProceda/list"
      leftSection={<IconTable size={16} />}
    >
      <FormattedMessage id="ocorrencia.action.procedaTable" />
    </Button>
  );
}
