// /entregaOcorrencia/list/{id}: one delivery's occurrences in time order, with a way back to the
// delivery in the list (its detail drawer).
import { Anchor, Group, Paper, Stack } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { BackIcon } from '@/ui/back-icon';
import { PageTitle } from '@/ui/page-title';
import { EntregaOcorrencias } from './entrega-ocorrencias';

export function EntregaOcorrenciasPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <PageTitle>
          <FormattedMessage id="entregaOcorrencia.list.title" />
        </PageTitle>
        <Anchor component={Link} to={valid ? `/entrega/list?entrega=${id}` : '/entrega/list'}>
          <Group gap={4} wrap="nowrap">
            <BackIcon />
            <FormattedMessage id="entregaOcorrencia.list.back" />
          </Group>
        </Anchor>
      </Group>
      <Paper withBorder p="md" radius="md">
        {valid ? (
          <EntregaOcorrencias entregaId={id} />
        ) : (
          <FormattedMessage id="entregaOcorrencia.loadError" />
        )}
      </Paper>
    </Stack>
  );
}
