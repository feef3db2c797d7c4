// The detail of one row, in a drawer over its list. A drawer keyed by `?<resource>=<id>` rather
// than a route of its own: the detail is read beside the list the user filtered, sorted and
// paged, and closing it returns to exactly that list (same rows, same scroll, nothing reloaded),
// while the id in the URL keeps it shareable, alive across a reload, and closed by Back.
import { useState, type ComponentType } from 'react';
import { Drawer, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReadableResource } from '@/domain/resources/define-resource';
import { useResourceRecord, type ResourceRow } from '@/services/resource-client';
import { LoadError } from '@/ui/load-error';

/** The body of a detail drawer: the resource's own feature draws its loaded row. */
export type ResourceDetailView = ComponentType<{ record: ResourceRow }>;

export interface ResourceDetailDrawerProps {
  def: ReadableResource;
  /** The open row, or undefined when the drawer is closed. */
  id: number | undefined;
  onClose: () => void;
  view: ResourceDetailView;
}

export function ResourceDetailDrawer({ def, id, onClose, view: View }: ResourceDetailDrawerProps) {
  const intl = useIntl();
  const phone = useMediaQuery('(max-width: 48em)');
  // Keep showing the last row while the drawer slides shut.
  const [shownId, setShownId] = useState(id);
  if (id !== undefined && id !== shownId) setShownId(id);
  const record = useResourceRecord(def, shownId);

  let body;
  if (record.isPending) {
    body = (
      <Stack gap="sm" data-testid="detail-loading">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height={18} />
        ))}
      </Stack>
    );
  } else if (record.isError) {
    body = <LoadError error={record.error} onRetry={() => void record.refetch()} />;
  } else {
    body = <View record={record.data} />;
  }

  return (
    <Drawer
      opened={id !== undefined}
      onClose={onClose}
      // Mantine mirrors the sides in right-to-left: 'right' is the end of the line in both.
      position="right"
      size={phone ? '100%' : 'xl'}
      title={<FormattedMessage id={`resource.${def.name}.detail.title`} />}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
    >
      {body}
    </Drawer>
  );
}
