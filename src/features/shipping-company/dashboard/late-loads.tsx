// The open loads past their expected delivery day: how many, and the most overdue few, each
// opening the load in the board's details drawer.
import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  cargoDashboardLinks,
  type CargoDashboard,
} from '@/domain/shipping-company/dashboard/cargo-dashboard';
import { FigureCard } from '@/ui/figure-card';

export function LateLoads({ data }: { data: CargoDashboard | undefined }) {
  const intl = useIntl();
  const late = data?.atrasadas;
  return (
    <Stack gap="sm">
      <FigureCard
        testId="shipping-dashboard-late"
        label={<FormattedMessage id="shippingDashboard.late.count" />}
        count={late?.total}
        color={late && late.total > 0 ? 'red' : undefined}
      />
      {!late ? (
        <Stack gap={6} aria-hidden>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} h={22} />
          ))}
        </Stack>
      ) : late.cargas.length === 0 ? (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="shippingDashboard.late.none" />
        </Text>
      ) : (
        <Stack
          gap={6}
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={intl.formatMessage({ id: 'shippingDashboard.late.list' })}
          data-testid="shipping-dashboard-late-list"
        >
          {late.cargas.map((cargo) => (
            <Group key={cargo.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Anchor
                component={Link}
                to={cargoDashboardLinks.cargo(cargo.id)}
                size="sm"
                style={{ minWidth: 0 }}
                data-cargo={cargo.numero}
              >
                <Text span fw={700} size="sm" dir="ltr">
                  {cargo.numero}
                </Text>{' '}
                <Text span size="sm">
                  <FormattedMessage
                    id="shippingDashboard.late.route"
                    // Each place isolated, so the arrow follows the page's direction: in
                    // Arabic the origin reads first on the right and '←' points on.
                    values={{
                      origem: <bdi>{`${cargo.origemCidade}/${cargo.origemUf}`}</bdi>,
                      destino: <bdi>{`${cargo.destinoCidade}/${cargo.destinoUf}`}</bdi>,
                    }}
                  />
                </Text>
              </Anchor>
              <Text size="sm" c="red" fw={600} style={{ flexShrink: 0 }} data-days={cargo.diasAtraso}>
                <FormattedMessage id="shippingDashboard.late.days" values={{ days: cargo.diasAtraso }} />
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
