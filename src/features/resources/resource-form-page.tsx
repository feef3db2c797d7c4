// The one create/edit screen of every declared resource: fields from the definition,
// client-side checks with its input schema, server errors in a danger alert.
import { useState, type ComponentType, type FormEvent } from 'react';
import { Button, Group, Loader, Paper, SimpleGrid, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { FormSectionKey, ResourceDefinition } from '@/domain/resources/define-resource';
import { errorMessageIds, errorMessages } from '@/services/api';
import { isStaleEdit, useResourceRecord, useSaveResource } from '@/services/resource-client';
import { StaleEditAlert } from './stale-edit-alert';
import { BackIcon } from '@/ui/back-icon';
import { PageTitle } from '@/ui/page-title';
import { TimedAlert, useTimedAlert } from '@/ui/timed-alert';
import {
  initialValues,
  parentIdOf,
  prefilledValues,
  serverFieldErrors,
  validateValues,
  valuesFromRecord,
  type FieldErrors,
  type FormValues,
} from './form-values';
import type { MountLayout } from '@/domain/resources/resource-mounts';
import { FORM_SECTIONS } from './form-sections';
import { ResourceField, type ResourceFieldProps } from './resource-field';
import { LoadError } from '@/ui/load-error';
import type { FlashState } from './use-flash-once';
import { listHref, pathsOf } from './resource-paths';

export interface ResourceScreenProps {
  def: ResourceDefinition;
  /** The layout the screen is shown in, whose paths its links follow. */
  layout?: MountLayout;
  /**
   * A form section drawn on a screen of its own (FormSection.screen): the screen edits only it,
   * keeping the record's other fields as stored (a profile's flags on profileRelease).
   */
  section?: FormSectionKey;
  /**
   * Controls of a module's own for some fields, by field name (a deadline's city picker): the
   * form's other fields keep the engine's. A control sees every value and may change several.
   */
  controls?: FieldControls;
}

export interface FieldControlProps extends ResourceFieldProps {
  values: FormValues;
  change: (changes: FormValues) => void;
}
export type FieldControls = Readonly<Record<string, ComponentType<FieldControlProps>>>;

export default function ResourceFormPage({
  def,
  layout = 'tracking',
  section,
  controls,
}: ResourceScreenProps) {
  const { id, companyId, parentId: routeParent } = useParams();
  const record = useResourceRecord(def, id);
  const [query] = useSearchParams();
  // Raised by "reload" after a stale edit: the form then restarts from the record as stored.
  // A save that stays on the form (a layout without the list) keeps what was typed and shown.
  const [reloads, setReloads] = useState(0);
  if (id !== undefined && record.isError) {
    return <LoadError error={record.error} onRetry={() => void record.refetch()} />;
  }
  if (id !== undefined && !record.data) return <Loader m="xl" />;
  const version = typeof record.data?.version === 'number' ? record.data.version : undefined;
  // Keyed by id so the form restarts from the record it edits, also once reloaded.
  return (
    <ResourceForm
      key={`${id ?? 'new'}@${reloads}`}
      def={def}
      layout={layout}
      id={id}
      version={version}
      onReload={() => void record.refetch().then(() => setReloads((n) => n + 1))}
      companyId={companyId}
      section={section}
      controls={controls}
      record={record.data}
      parentId={parentIdOf(def, routeParent, record.data)}
      start={
        record.data ? valuesFromRecord(def, record.data) : prefilledValues(def, initialValues(def), query)
      }
    />
  );
}

interface ResourceFormProps {
  def: ResourceDefinition;
  layout: MountLayout;
  id?: string;
  /** The version of the record being edited (a versioned register). */
  version?: number;
  /** Loads the record again, as it is stored now. */
  onReload: () => void;
  companyId?: string;
  /** The parent record of a nested row: the create route's, or the edited row's own. */
  parentId?: string;
  start: FormValues;
  /** The only section this screen draws, when it is that section's own screen. */
  section?: FormSectionKey;
  /** The record edited, as loaded (the section screen names it in its title). */
  record?: Record<string, unknown>;
  controls?: FieldControls;
}

function ResourceForm({
  def,
  layout,
  id,
  version,
  onReload,
  companyId,
  parentId,
  start,
  section,
  record,
  controls,
}: ResourceFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [values, setValues] = useState<FormValues>(start);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveResource(def);
  const alerts = useTimedAlert();
  const [stale, setStale] = useState(false);
  const editing = id !== undefined;
  // A layout that mounts only the edit screen (the BI area's company) keeps the user on it.
  const backTo = listHref(pathsOf(def, layout), { companyId, parentId });
  const goBack = () => void (backTo === undefined ? navigate(-1) : navigate(backTo));

  const change = (changes: FormValues) => {
    setValues((v) => ({ ...v, ...changes }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(changes)) delete next[key];
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateValues(def, values, ({ id, values: words }) => intl.formatMessage({ id }, words));
    // A new account needs a password; on edit a blank one keeps the current password.
    const missingPassword = !editing && def.fields.some((f) => f.kind === 'password' && !values[f.name]);
    if (!checked.ok || missingPassword) {
      const found = checked.ok ? {} : { ...checked.errors };
      for (const f of def.fields) {
        if (!editing && f.kind === 'password' && !values[f.name]) {
          found[f.name] = intl.formatMessage({ id: 'resources.passwordRequired' });
        }
      }
      setErrors(found);
      return;
    }
    save.mutate(
      {
        id,
        input: checked.body,
        companyId: companyId ? Number(companyId) : undefined,
        parentId: parentId ? Number(parentId) : undefined,
        version,
      },
      {
        onSuccess: () => {
          const flash = intl.formatMessage({ id: 'resources.saveSuccess' });
          if (backTo === undefined) alerts.success(flash);
          else void navigate(backTo, { state: { flash } satisfies FlashState });
        },
        onError: async (error) => {
          if (await isStaleEdit(error)) {
            setStale(true);
            return;
          }
          const [messages, ids] = await Promise.all([errorMessages(error), errorMessageIds(error)]);
          const translate = (id: string) => (intl.messages[id] ? intl.formatMessage({ id }) : undefined);
          // What the server says of a field (a reference it refused) is shown at that field too.
          setErrors(serverFieldErrors(def, messages, ids, translate));
          const shown = messages.map((message, index) => {
            const id = ids[index];
            return (id && translate(id)) || message;
          });
          alerts.danger(shown.join(' ') || intl.formatMessage({ id: 'resources.saveError' }));
        },
      },
    );
  };

  const declared = def.formSections ?? [];
  // A section's own screen draws it alone; the form draws the others and the plain fields. The
  // values of every field travel either way, so a save keeps what the screen does not show.
  const ownScreen = declared.find((s) => s.component === section);
  const sections = ownScreen
    ? [ownScreen]
    : declared.filter((s) => !s.screen && values[s.hiddenWhen?.field ?? ''] !== s.hiddenWhen?.equals);
  const sectionFields = new Set(declared.flatMap((s) => s.fields));
  const plainFields = ownScreen ? [] : def.fields.filter((f) => !sectionFields.has(f.name));
  const resourceTitle = intl.formatMessage({ id: `resource.${def.name}.title` });
  const nameField = ownScreen?.screen?.params.name;
  const title = ownScreen?.screen ? (
    <FormattedMessage
      id="resources.sectionTitle"
      values={{
        section: intl.formatMessage({ id: ownScreen.screen.labelId }),
        name: String((nameField && record?.[nameField]) ?? id ?? ''),
      }}
    />
  ) : (
    <FormattedMessage
      id={editing ? 'resources.editTitle' : 'resources.createTitle'}
      values={{ resource: resourceTitle }}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <PageTitle>{title}</PageTitle>
          <Button variant="default" leftSection={<BackIcon />} onClick={goBack}>
            <FormattedMessage id="resources.back" />
          </Button>
        </Group>
        <TimedAlert alert={alerts.alert} onClose={alerts.hide} />
        {stale && <StaleEditAlert onReload={onReload} />}
        {plainFields.length > 0 && (
          <Paper withBorder p="md" radius="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              {plainFields.map((field) => {
                const props: ResourceFieldProps = {
                  resource: def.name,
                  field,
                  value: values[field.name],
                  error: errors[field.name],
                  editing,
                  owner: { def, recordId: id },
                  onChange: (value) => change({ [field.name]: value }),
                };
                const Control = controls?.[field.name];
                return Control ? (
                  <Control key={field.name} {...props} values={values} change={change} />
                ) : (
                  <ResourceField key={field.name} {...props} />
                );
              })}
            </SimpleGrid>
          </Paper>
        )}
        {sections.map(({ component }) => {
          const Section = FORM_SECTIONS[component];
          return (
            <Paper key={component} withBorder p="md" radius="md">
              <Section resource={def.name} values={values} onChange={change} />
            </Paper>
          );
        })}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
            <FormattedMessage id="resources.save" />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
