// /trackingShippingCompany/rotogram/edit/{id}: the rotogram register's generic form (name, origin,
// destination), then its stops in order.
import { Stack } from '@mantine/core';
import { useParams } from 'react-router-dom';
import type { ResourceDefinition } from '@/domain/resources/define-resource';
import { rotogramResource } from '@/domain/shipping-company/resources/rotogram';
import ResourceFormPage from '@/features/resources/resource-form-page';
import { RotogramStopsEditor } from './rotogram-stops-editor';

export function RotogramEditPage() {
  const { id } = useParams();
  return (
    <Stack gap="md">
      <ResourceFormPage def={rotogramResource as unknown as ResourceDefinition} layout="shippingCompany" />
      {id && <RotogramStopsEditor id={Number(id)} />}
    </Stack>
  );
}
