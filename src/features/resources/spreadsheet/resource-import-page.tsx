// A layout's own import screen of a register (the spec's /checklist/user/importUser and
// /bi/user/importUser): the import panel under the register's import title, guarded by the
// import's rule (the server refuses the same), with a way back to the list where the layout has one.
import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import type { ResourceDefinition } from '@/domain/resources/define-resource';
import type { MountLayout } from '@/domain/resources/resource-mounts';
import { mayImport } from '@/domain/resources/spreadsheet/sheet-import';
import { usePrincipal } from '@/layouts/use-principal';
import { BackIcon } from '@/ui/back-icon';
import { PageTitle } from '@/ui/page-title';
import { listHref, pathsOf } from '../resource-paths';
import { useImportTitle } from './import-title';
import { ResourceImportPanel } from './resource-import-panel';

export default function ResourceImportPage({
  def,
  layout = 'tracking',
}: {
  def: ResourceDefinition;
  layout?: MountLayout;
}) {
  const { companyId } = useParams();
  const title = useImportTitle(def);
  const allowed = mayImport(def, usePrincipal());
  const list = listHref(pathsOf(def, layout), { companyId });
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <PageTitle>{title}</PageTitle>
        {list && (
          <Button variant="default" component={Link} to={list} leftSection={<BackIcon />}>
            <FormattedMessage id="resources.back" />
          </Button>
        )}
      </Group>
      <Paper withBorder p="md" radius="md">
        {allowed ? (
          <ResourceImportPanel
            def={def}
            companyId={companyId ? Number(companyId) : undefined}
            listPath={list}
          />
        ) : (
          <Alert color="orange" icon={<IconLock size={18} />} role="alert">
            <FormattedMessage id="resources.forbidden" />
          </Alert>
        )}
      </Paper>
    </Stack>
  );
}
