// The delivery detail's CT-e section: each imported CT-e that carries the delivery's NF-e, with
// its carrier, route, freight and cargo. CT-e come from the CT-e import (/cte/import).
import { Alert, Badge, Code, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconTruckDelivery } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '@/domain/money/format-money';
import type { EntregaCte } from '@/domain/tracking/resources/entrega-cte';
import { formatAccessKey, formatBusinessDate, formatDecimal } from '@/domain/format';
import { entregaCtesQueryKey, listEntregaCtes } from '@/features/tracking/services/entrega-cte-api';

function Item({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        <FormattedMessage id={labelId} />
      </Text>
      {/* Names, places and numbers keep their own direction in the Arabic layout. */}
      <Text size="sm" dir="auto">
        {children || '—'}
      </Text>
    </Stack>
  );
}

function CteCard({ cte }: { cte: EntregaCte }) {
  const { locale } = useIntl();
  const number = [cte.numero, cte.serie].filter(Boolean).join('/');
  return (
    <Paper withBorder p="sm" radius="md" data-testid="entrega-cte">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>
            <FormattedMessage id="entrega.detail.cte.title" values={{ numero: <bdi>{number}</bdi> }} />
          </Text>
          {cte.dataEmissao && (
            <Text size="xs" c="dimmed">
              <bdi>{formatBusinessDate(cte.dataEmissao)}</bdi>
            </Text>
          )}
        </Group>
        <Code fz="xs" style={{ overflowWrap: 'anywhere' }} dir="ltr">
          {formatAccessKey(cte.chaveAcesso)}
        </Code>
        {!cte.chaveValida && (
          <Badge color="yellow" variant="light" leftSection={<IconAlertTriangle size={12} />}>
            <FormattedMessage id="entrega.detail.cte.keyWarning" />
          </Badge>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
          <Item labelId="entrega.detail.cte.issuer">{cte.emitenteNome}</Item>
          <Item labelId="entrega.detail.cte.route">
            {cte.origem && cte.destino ? `${cte.origem} → ${cte.destino}` : (cte.origem ?? cte.destino)}
          </Item>
          <Item labelId="entrega.detail.cte.freight">
            {cte.valorPrestacao && formatMoney(cte.valorPrestacao, locale)}
          </Item>
          <Item labelId="entrega.detail.cte.cargo">
            {[
              cte.valorCarga && formatMoney(cte.valorCarga, locale),
              cte.pesoKg && `${formatDecimal(cte.pesoKg, 3)} kg`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Item>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

export function EntregaCtes({ entregaId }: { entregaId: number }) {
  const ctes = useQuery({
    queryKey: entregaCtesQueryKey(entregaId),
    queryFn: () => listEntregaCtes(entregaId),
  });
  if (ctes.isPending) return <Loader size="sm" />;
  if (!ctes.data?.length)
    return (
      <Alert variant="light" color="gray" icon={<IconTruckDelivery size={18} />}>
        <FormattedMessage id={ctes.isError ? 'entrega.detail.cte.loadError' : 'entrega.detail.cte.empty'} />
      </Alert>
    );
  return (
    <Stack gap="sm">
      {ctes.data.map((cte) => (
        <CteCard key={cte.id} cte={cte} />
      ))}
    </Stack>
  );
}
