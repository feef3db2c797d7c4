// The detail drawer's body for one delivery, in the order an operator works with it: its number,
// status and key; the actions (confirm the delivery, attach a proof, record an occurrence, the
// other status moves its machine accepts); its deadline, delivery day and receiver; its
// occurrences, proofs and status history; then the NF-e's fiscal data (issue, issuer, recipient,
// carrier and freight, cargo, value, SEFAZ authorisation) and its CT-e.
import type { ReactNode } from 'react';
import {
  ActionIcon,
  Anchor,
  Code,
  CopyButton,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconListDetails } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '@/domain/money/format-money';
import { Link } from 'react-router-dom';
import { isOverdue } from '@/domain/tracking/entrega/overdue';
import {
  formatAccessKey,
  formatBusinessDate,
  formatBusinessDateTime,
  formatCalendarDay,
  formatCep,
  formatCnpjCpf,
  formatDecimal,
} from '@/domain/format';
import { entregaDetailSchema, type EntregaDetail } from '@/domain/tracking/resources/entrega';
import type { ResourceRow } from '@/services/resource-client';
import { EntregaCtes } from './entrega-ctes';
import { EntregaOcorrencias } from './entrega-ocorrencias';
import { entregaOcorrenciasPath } from './entrega-paths';
import { EntregaProofs } from './entrega-proofs';
import { EntregaStatusBadge } from './entrega-status-badge';
import { EntregaStatusHistorySection, EntregaStatusPanel } from './entrega-status-panel';
import { useEntregaStatus } from './use-entrega-status';

const join = (parts: (string | undefined)[], separator: string) => parts.filter(Boolean).join(separator);

function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children ? (
          // Isolated, so a date and time or a Portuguese name keeps its order in Arabic.
          <bdi>{children}</bdi>
        ) : (
          <Text span size="sm" c="dimmed">
            <FormattedMessage id="entrega.detail.notInformed" />
          </Text>
        )}
      </Text>
    </Stack>
  );
}

function Section({
  titleId,
  action,
  children,
}: {
  titleId: string;
  /** Shown at the end of the title's line, e.g. a link to the section's own page. */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs">
      <Divider />
      <Group justify="space-between" align="baseline" gap="xs" wrap="wrap">
        <Title order={4} fz="md">
          <FormattedMessage id={titleId} />
        </Title>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

const Grid = ({ children }: { children: ReactNode }) => (
  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
    {children}
  </SimpleGrid>
);

export function EntregaDetailView({ record }: { record: ResourceRow }) {
  const intl = useIntl();
  const d: EntregaDetail = entregaDetailSchema.parse(record);
  const message = (id: string) => (intl.messages[id] ? intl.formatMessage({ id }) : undefined);
  const document = (value: string | undefined) => (value ? formatCnpjCpf(value) : '');
  const sefaz = d.situacaoSefaz
    ? join([d.situacaoSefaz, message(`entrega.sefaz.${d.situacaoSefaz}`)], ' – ')
    : '';
  const freight = d.modalidadeFrete
    ? (message(`entrega.modalidadeFrete.${d.modalidadeFrete}`) ?? d.modalidadeFrete)
    : '';
  const overdue = isOverdue(d);
  // The status route answers the delivery's day and receiver as its machine last wrote them.
  const state = useEntregaStatus(d.id).data?.entrega;
  const dataEntrega = state ? state.dataEntrega : d.dataEntrega;
  const receiver = state?.recebedorNome
    ? join([state.recebedorNome, state.recebedorDocumento ? document(state.recebedorDocumento) : ''], ' – ')
    : '';

  return (
    <Stack gap="md" data-testid="entrega-detail">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Title order={3} fz="xl">
            <FormattedMessage id="entrega.detail.nfe" values={{ numero: d.numero ?? '' }} />
          </Title>
          {d.serie !== undefined && (
            <Text size="sm" c="dimmed">
              <FormattedMessage id="entrega.detail.serie" values={{ serie: d.serie }} />
            </Text>
          )}
        </Stack>
        <EntregaStatusBadge status={d.status} size="lg" />
      </Group>

      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          <FormattedMessage id="entrega.detail.chaveAcesso" />
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Code fz="sm" style={{ overflowWrap: 'anywhere' }} data-testid="entrega-chave">
            {formatAccessKey(d.chaveAcesso)}
          </Code>
          <CopyButton value={d.chaveAcesso}>
            {({ copied, copy }) => {
              const label = intl.formatMessage({
                id: copied ? 'entrega.detail.copied' : 'entrega.detail.copy',
              });
              return (
                <Tooltip label={label}>
                  <ActionIcon
                    variant="subtle"
                    color={copied ? 'teal' : 'gray'}
                    onClick={copy}
                    aria-label={label}
                  >
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              );
            }}
          </CopyButton>
        </Group>
      </Stack>

      <Section titleId="entrega.detail.section.actions">
        <EntregaStatusPanel entregaId={d.id} />
      </Section>

      <Section titleId="entrega.detail.section.delivery">
        <Grid>
          <Field label={<FormattedMessage id="entrega.detail.dataPrevista" />}>
            {d.dataPrevista && (
              <Text span size="sm" c={overdue ? 'red' : undefined} fw={overdue ? 600 : undefined}>
                {formatCalendarDay(d.dataPrevista)}
                {overdue && ` (${intl.formatMessage({ id: 'entrega.overdue' })})`}
              </Text>
            )}
          </Field>
          <Field label={<FormattedMessage id="entrega.detail.prazoDias" />}>
            {d.prazoDias !== undefined &&
              intl.formatMessage({ id: 'entrega.detail.prazoDiasValue' }, { dias: d.prazoDias })}
          </Field>
          {dataEntrega && (
            <Field label={<FormattedMessage id="entrega.detail.dataEntrega" />}>
              {/* The receipt's day: its time of day is not what the receipt says. */}
              <span data-testid="entrega-data-entrega">{formatBusinessDate(dataEntrega)}</span>
            </Field>
          )}
          {receiver && (
            <Field label={<FormattedMessage id="entrega.detail.receiver" />}>
              <span data-testid="entrega-recebedor">{receiver}</span>
            </Field>
          )}
        </Grid>
      </Section>

      <Section
        titleId="entrega.detail.section.occurrences"
        action={
          <Anchor
            component={Link}
            to={entregaOcorrenciasPath(d.id)}
            size="sm"
            data-testid="entrega-ocorrencias-link"
          >
            <Group gap={4} wrap="nowrap">
              <IconListDetails size={16} aria-hidden />
              <FormattedMessage id="entrega.detail.occurrences.page" />
            </Group>
          </Anchor>
        }
      >
        <EntregaOcorrencias entregaId={d.id} />
      </Section>

      <Section titleId="entrega.detail.section.proof">
        <EntregaProofs entregaId={d.id} />
      </Section>

      <Section titleId="entregaStatus.history.title">
        <EntregaStatusHistorySection entregaId={d.id} />
      </Section>

      <Section titleId="entrega.detail.section.invoice">
        <Grid>
          <Field label={<FormattedMessage id="entrega.detail.dataEmissao" />}>
            {d.dataEmissao && formatBusinessDateTime(d.dataEmissao)}
          </Field>
          <Field label={<FormattedMessage id="entrega.detail.valorTotal" />}>
            {d.valorTotal && formatMoney(d.valorTotal, intl.locale)}
          </Field>
          <Field label={<FormattedMessage id="entrega.detail.quantidadeItens" />}>
            {String(d.quantidadeItens)}
          </Field>
          <Field label={<FormattedMessage id="entrega.detail.protocolo" />}>{d.protocolo}</Field>
          <Field label={<FormattedMessage id="entrega.detail.situacaoSefaz" />}>{sefaz}</Field>
        </Grid>
      </Section>

      <Section titleId="entrega.detail.section.issuer">
        <Grid>
          <Field label={<FormattedMessage id="entrega.detail.name" />}>
            {join([d.emitenteNome, d.emitenteFantasia && `(${d.emitenteFantasia})`], ' ')}
          </Field>
          <Field label={<FormattedMessage id="entrega.detail.document" />}>
            {document(d.emitenteCnpjCpf)}
          </Field>
          <Field label={<FormattedMessage id="entrega.detail.city" />}>
            {join([d.emitenteMunicipio, d.emitenteUf], ' / ')}
          </Field>
        </Grid>
      </Section>

      <Section titleId="entrega.detail.section.recipient">
        <Grid>
          <Field label={<FormattedMessage id="entrega.detail.name" />}>{d.destinatarioNome}</Field>
          {d.destinatarioIdEstrangeiro && !d.destinatarioCnpjCpf ? (
            <Field label={<FormattedMessage id="entrega.detail.foreignId" />}>
              {d.destinatarioIdEstrangeiro}
            </Field>
          ) : (
            <Field label={<FormattedMessage id="entrega.detail.document" />}>
              {document(d.destinatarioCnpjCpf)}
            </Field>
          )}
          <Field label={<FormattedMessage id="entrega.detail.address" />}>
            {join(
              [join([d.destinatarioLogradouro, d.destinatarioNumero], ', '), d.destinatarioBairro],
              ' – ',
            )}
          </Field>
          <Field label={<FormattedMessage id="entrega.detail.city" />}>
            {join([d.destinatarioMunicipio, d.destinatarioUf], ' / ')}
          </Field>
          <Field label={<FormattedMessage id="entrega.detail.cep" />}>
            {d.destinatarioCep && formatCep(d.destinatarioCep)}
          </Field>
        </Grid>
      </Section>

      <Section titleId="entrega.detail.section.transport">
        <Grid>
          <Field label={<FormattedMessage id="entrega.detail.carrier" />}>
            {join([d.transportadorNome, document(d.transportadorCnpjCpf)], ' – ')}
          </Field>
          <Field label={<FormattedMessage id="entrega.detail.modalidadeFrete" />}>{freight}</Field>
          <Field label={<FormattedMessage id="entrega.detail.volumes" />}>
            {d.volumes !== undefined && formatDecimal(d.volumes, 0)}
          </Field>
          <Field label={<FormattedMessage id="entrega.detail.pesoBruto" />}>
            {d.pesoBruto && `${formatDecimal(d.pesoBruto, 3)} kg`}
          </Field>
          <Field label={<FormattedMessage id="entrega.detail.pesoLiquido" />}>
            {d.pesoLiquido && `${formatDecimal(d.pesoLiquido, 3)} kg`}
          </Field>
        </Grid>
      </Section>

      <Section titleId="entrega.detail.section.cte">
        <EntregaCtes entregaId={d.id} />
      </Section>
    </Stack>
  );
}
