// The destination UFs on a map of Brazil: each UF's outline (from @svg-maps/brazil, CC BY 4.0)
// shaded by its count, and a link to the delivery list of that UF, over a legend of the counts
// each shade stands for. Its own chunk: the outlines weigh more than the rest of the dashboard.
import { Box, Group, Stack, Text, useMantineTheme } from '@mantine/core';
import brazil from '@svg-maps/brazil';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { shadeRanges, shadeStep } from './shade';

const RAMP_INDEX = [2, 4, 5, 7, 9];

export interface UfCount {
  uf: string;
  total: number;
  atrasadas: number;
}

interface Location {
  id: string;
  name: string;
  path: string;
}

export interface BrazilUfMapProps {
  counts: readonly UfCount[];
  /** The delivery list of one UF. */
  hrefOf: (uf: string) => string;
}

export default function BrazilUfMap({ counts, hrefOf }: BrazilUfMapProps) {
  const intl = useIntl();
  const theme = useMantineTheme();
  const byUf = new Map(counts.map((c) => [c.uf, c]));
  const max = Math.max(0, ...counts.map((c) => c.total));
  const ramp = theme.colors[theme.primaryColor] ?? theme.colors.blue;
  // Shades spread over the palette, so neighbouring steps stay apart in both colour schemes.
  const fill = (step: number) =>
    step === 0 ? 'var(--mantine-color-default-border)' : ramp[RAMP_INDEX[step - 1] ?? 9];

  return (
    <Stack gap="xs">
      <svg
        viewBox={brazil.viewBox}
        // A group, not an image: each state with deliveries is a link inside it.
        role="group"
        aria-label={intl.formatMessage({ id: 'dashboard.map.label' })}
        data-testid="dashboard-map"
        style={{ width: '100%', height: 'auto', maxHeight: 420, display: 'block' }}
      >
        {(brazil.locations as Location[]).map((location) => {
          const uf = location.id.toUpperCase();
          const count = byUf.get(uf);
          const total = count?.total ?? 0;
          const title = intl.formatMessage(
            { id: 'dashboard.map.uf' },
            { uf, total, atrasadas: count?.atrasadas ?? 0 },
          );
          const shape = (
            <path
              d={location.path}
              fill={fill(shadeStep(total, max))}
              stroke="var(--mantine-color-body)"
              strokeWidth={1}
              data-uf={uf}
              data-count={total}
            >
              <title>{title}</title>
            </path>
          );
          return total > 0 ? (
            <Link key={uf} to={hrefOf(uf)} aria-label={title}>
              {shape}
            </Link>
          ) : (
            <g key={uf}>{shape}</g>
          );
        })}
      </svg>
      <Legend max={max} fill={fill} />
    </Stack>
  );
}

/** The shades from none to the busiest UF, each over the counts it stands for. */
function Legend({ max, fill }: { max: number; fill: (step: number) => string | undefined }) {
  const intl = useIntl();
  const captionId = useId();
  return (
    <Group gap="xs" align="flex-start" wrap="wrap" data-testid="dashboard-map-legend">
      <Text id={captionId} size="xs" c="dimmed" lh="18px">
        {intl.formatMessage({ id: 'dashboard.map.legend' })}
      </Text>
      <Group
        component="ul"
        gap={2}
        wrap="wrap"
        aria-labelledby={captionId}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {shadeRanges(max).map(({ step, from, to }) => (
          <Box component="li" key={step} data-step={step} miw={36}>
            <Box h={10} bg={fill(step)} style={{ borderRadius: 2 }} aria-hidden />
            <Text size="xs" ta="center" lh="18px" style={{ whiteSpace: 'nowrap' }}>
              {from === to
                ? intl.formatNumber(from)
                : intl.formatMessage(
                    { id: 'dashboard.map.legend.range' },
                    { from: intl.formatNumber(from), to: intl.formatNumber(to) },
                  )}
            </Text>
          </Box>
        ))}
      </Group>
    </Group>
  );
}
