// Links from an import to its status page and to its log (the log link carries the current time).
import { Anchor, Group } from '@mantine/core';
import { IconInfoCircle, IconListDetails, IconTruckDelivery } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ImportId } from '@/machines/document-import-machine';
import { useImportScreenKind } from './import-screen-kind';
import { importDeliveriesHref, importLogHref, importStatusHref } from './import-paths';

export function ImportLinks({ id, status = true }: { id: ImportId; status?: boolean }) {
  const { base, createsDeliveries } = useImportScreenKind();
  return (
    <Group gap="md">
      {status && (
        <Anchor component={Link} to={importStatusHref(id, base)} size="sm">
          <Group gap={4} wrap="nowrap">
            <IconInfoCircle size={16} />
            <FormattedMessage id="nfeImport.viewStatus" />
          </Group>
        </Anchor>
      )}
      <Anchor component={Link} to={importLogHref(id, undefined, base)} size="sm">
        <Group gap={4} wrap="nowrap">
          <IconListDetails size={16} />
          <FormattedMessage id="nfeImport.viewLog" />
        </Group>
      </Anchor>
      {createsDeliveries && (
        <Anchor component={Link} to={importDeliveriesHref(id)} size="sm">
          <Group gap={4} wrap="nowrap">
            <IconTruckDelivery size={16} />
            <FormattedMessage id="nfeImport.deliveries" />
          </Group>
        </Anchor>
      )}
    </Group>
  );
}
