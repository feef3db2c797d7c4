// One delivery of the client in a drawer over its list (keyed by ?entrega=<id>): closing it
// returns to exactly the list the client searched and paged, Back closes it, and the URL can be
// shared. Full screen on a phone.
import { useState } from 'react';
import { Drawer, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadError } from '@/ui/load-error';
import { getPortalDelivery, portalDetailQueryKey } from '../services/portal-api';
import { DeliveryDetail } from './delivery-detail';

export function DeliveryDetailDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const intl = useIntl();
  const phone = useMediaQuery('(max-width: 48em)');
  // Keep showing the last delivery while the drawer slides shut.
  const [shownId, setShownId] = useState(id);
  if (id !== undefined && id !== shownId) setShownId(id);
  const detail = useQuery({
    queryKey: portalDetailQueryKey(shownId ?? 0),
    queryFn: () => getPortalDelivery(shownId!),
    enabled: shownId !== undefined,
  });

  let body;
  if (detail.isPending)
    body = (
      <Stack gap="sm" data-testid="portal-detail-loading" aria-busy="true">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height={18} />
        ))}
      </Stack>
    );
  else if (detail.isError)
    body = (
      <LoadError
        error={detail.error}
        onRetry={() => void detail.refetch()}
        notFoundMessageId="trackingClient.detail.notFound"
      />
    );
  else body = <DeliveryDetail detail={detail.data} />;

  return (
    <Drawer
      opened={id !== undefined}
      onClose={onClose}
      // Mantine mirrors the sides in right-to-left: 'right' is the end of the line in both.
      position="right"
      size={phone ? '100%' : 'lg'}
      title={<FormattedMessage id="trackingClient.detail.title" />}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
    >
      {body}
    </Drawer>
  );
}
