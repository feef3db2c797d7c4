// /rotaPrazoEntrega/editMultiple: choose rows with the list's own filters, see how many they are,
// set a deadline, a kind of days or a situation on all of them, confirm, and read how many
// changed. The open deliveries they cover are recomputed by the server afterwards.
import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { IconLock } from '@tabler/icons-react';
import { can } from '@/domain/permissions';
import { writeRuleOf } from '@/domain/resources/define-resource';
import { usePrincipal } from '@/layouts/use-principal';
import type { EditMultipleValues } from '@/domain/tracking/entrega/rota-prazo-edit-multiple';
import { filterValueSchema } from '@/domain/resources/list-filters';
import {
  PRAZO_MAX_DIAS,
  TIPOS_DIAS,
  rotaPrazoEntregaResource as def,
} from '@/domain/tracking/resources/rota-prazo-entrega';
import { errorMessages } from '@/services/api';
import { useResourceList } from '@/services/resource-client';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { PageTitle } from '@/ui/page-title';
import { TimedAlert, useTimedAlert } from '@/ui/timed-alert';
import { useEditMultiple } from './edit-multiple-api';
import { RotaPrazoLinks } from './rota-prazo-links';

type Filters = Record<string, string>;
const KEEP = '';

/** Only the filters typed and valid: an invalid one would make the count and the change differ. */
const activeFilters = (filters: Filters): Filters =>
  Object.fromEntries(
    Object.entries(filters).filter(([name, value]) => {
      const filter = def.filters?.find((f) => f.name === name);
      return (
        value.trim() !== '' && filter !== undefined && filterValueSchema(filter).safeParse(value).success
      );
    }),
  );

export default function EditMultiplePage() {
  // Changing the company's deadlines is for its administrators; others are told so at once
  // rather than after filling the form.
  if (!can(usePrincipal(), writeRuleOf(def))) {
    return (
      <Stack gap="md">
        <PageTitle>
          <FormattedMessage id="rotaPrazo.editMultiple.title" />
        </PageTitle>
        <RotaPrazoLinks />
        <Alert color="orange" icon={<IconLock size={18} />} role="alert">
          <FormattedMessage id="resources.forbidden" />
        </Alert>
      </Stack>
    );
  }
  return <EditMultipleForm />;
}

function EditMultipleForm() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [filters, setFilters] = useState<Filters>({});
  const [prazo, setPrazo] = useState<number | ''>('');
  const [tipo, setTipo] = useState<string>(KEEP);
  const [ativo, setAtivo] = useState<string>(KEEP);
  const [confirming, setConfirming] = useState(false);
  const alerts = useTimedAlert();
  const selected = activeFilters(filters);
  const count = useResourceList(def, { page: 1, pageSize: 5, filters: selected });
  const total = count.data?.total;
  const save = useEditMultiple();

  const valores: EditMultipleValues = {
    ...(prazo !== '' ? { prazoDias: prazo } : {}),
    ...(tipo !== KEEP ? { tipoDias: tipo as EditMultipleValues['tipoDias'] } : {}),
    ...(ativo !== KEEP ? { ativo: ativo === 'true' } : {}),
  };
  const hasValue = Object.keys(valores).length > 0;

  const apply = async () => {
    try {
      const alterados = await save.mutateAsync({ filtros: selected, valores });
      setConfirming(false);
      alerts.success(t('rotaPrazo.editMultiple.done', { count: alterados }));
    } catch (error) {
      setConfirming(false);
      alerts.danger((await errorMessages(error)).join(' '));
    }
  };

  const filterLabel = (name: string) => t(`resource.${def.name}.filter.${name}`);
  const selectOf = (name: string) => def.filters?.find((f) => f.name === name)?.options ?? [];
  const optionLabel = (name: string, value: string) =>
    name === 'destinoNivel' ? t(`resource.${def.name}.option.destinoNivel.${value}`) : value;
  const setFilter = (name: string, value: string) => setFilters((now) => ({ ...now, [name]: value }));

  const changes = [
    valores.prazoDias !== undefined && t('rotaPrazo.editMultiple.change.prazo', { days: valores.prazoDias }),
    valores.tipoDias !== undefined && t(`resource.${def.name}.option.tipoDias.${valores.tipoDias}`),
    valores.ativo !== undefined && t(valores.ativo ? 'resources.active' : 'resources.inactive'),
  ].filter(Boolean);

  return (
    <Stack gap="md">
      <PageTitle>
        <FormattedMessage id="rotaPrazo.editMultiple.title" />
      </PageTitle>
      <RotaPrazoLinks />
      <TimedAlert alert={alerts.alert} onClose={alerts.hide} />
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            <FormattedMessage id="rotaPrazo.editMultiple.which" />
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <TextInput
              label={filterLabel('transportador')}
              placeholder={t('rotaPrazo.editMultiple.carrierPlaceholder')}
              value={filters.transportador ?? ''}
              onChange={(e) => setFilter('transportador', e.currentTarget.value)}
            />
            {(['origemUf', 'destinoUf', 'destinoNivel'] as const).map((name) => (
              <Select
                key={name}
                label={filterLabel(name)}
                placeholder={t('resources.filters.all')}
                clearable
                searchable
                value={filters[name] || null}
                onChange={(value) => setFilter(name, value ?? '')}
                data={selectOf(name).map((value) => ({ value, label: optionLabel(name, value) }))}
              />
            ))}
          </SimpleGrid>
          <Text size="sm" aria-live="polite">
            {total === undefined ? (
              <FormattedMessage id="rotaPrazo.editMultiple.counting" />
            ) : (
              <FormattedMessage id="rotaPrazo.editMultiple.count" values={{ count: total }} />
            )}
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            <FormattedMessage id="rotaPrazo.editMultiple.what" />
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput
              label={t(`resource.${def.name}.field.prazoDias`)}
              placeholder={t('rotaPrazo.editMultiple.keep')}
              min={0}
              max={PRAZO_MAX_DIAS}
              allowDecimal={false}
              allowNegative={false}
              value={prazo}
              onChange={(value) => setPrazo(typeof value === 'number' ? value : '')}
            />
            <Select
              label={t(`resource.${def.name}.field.tipoDias`)}
              allowDeselect={false}
              value={tipo}
              onChange={(value) => setTipo(value ?? KEEP)}
              data={[
                { value: KEEP, label: t('rotaPrazo.editMultiple.keep') },
                ...TIPOS_DIAS.map((value) => ({
                  value,
                  label: t(`resource.${def.name}.option.tipoDias.${value}`),
                })),
              ]}
            />
            <Select
              label={t(`resource.${def.name}.field.ativo`)}
              allowDeselect={false}
              value={ativo}
              onChange={(value) => setAtivo(value ?? KEEP)}
              data={[
                { value: KEEP, label: t('rotaPrazo.editMultiple.keep') },
                { value: 'true', label: t('resources.active') },
                { value: 'false', label: t('resources.inactive') },
              ]}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button disabled={!hasValue || !total} onClick={() => setConfirming(true)}>
              <FormattedMessage id="rotaPrazo.editMultiple.apply" />
            </Button>
          </Group>
        </Stack>
      </Paper>
      <ConfirmDialog
        opened={confirming}
        title={t('rotaPrazo.editMultiple.confirmTitle')}
        message={t('rotaPrazo.editMultiple.confirmMessage', {
          count: total ?? 0,
          changes: changes.join(', '),
        })}
        confirmLabel={<FormattedMessage id="rotaPrazo.editMultiple.apply" />}
        loading={save.isPending}
        onConfirm={() => void apply()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
