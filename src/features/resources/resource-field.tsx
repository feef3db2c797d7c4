// One form control per field kind of a resource definition.
import { PasswordInput, Select, Switch, Textarea } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { FieldDef, ResourceDefinition } from '@/domain/resources/define-resource';
import { maskCnpjTyping } from '@/domain/format/documents';
import { usePrincipal } from '@/layouts/use-principal';
import { DayInput } from '@/ui/day-input';
import { IntegerInput } from '@/ui/integer-input';
import { MoneyInput } from '@/ui/money-input';
import { TextField } from '@/ui/text-field';
import { ReferenceSelect, ReferencesMultiSelect } from './reference-select';
import { StoredFileInput } from './stored-file-input';

export interface ResourceFieldProps {
  resource: string;
  field: FieldDef;
  value: unknown;
  error?: string;
  onChange: (value: unknown) => void;
  /** Editing an existing record (a blank password then keeps the current one). */
  editing: boolean;
  /** The register and record a file field uploads for and reads from. */
  owner?: { def: Pick<ResourceDefinition, 'service' | 'name'>; recordId?: number | string };
}

export function ResourceField({
  resource,
  field,
  value,
  error,
  onChange,
  editing,
  owner,
}: ResourceFieldProps) {
  const intl = useIntl();
  const principal = usePrincipal();
  // A vendor-only field is shown to everyone and changed only by a vendor (RMS) user.
  const readOnly = field.vendorOnly === true && !principal.isRms;
  const label = intl.formatMessage({ id: `resource.${resource}.field.${field.name}` });
  const common = { label, error, withAsterisk: field.required };
  const text = typeof value === 'string' ? value : value == null ? '' : String(value);
  const number = typeof value === 'number' ? value : null;

  switch (field.kind) {
    case 'boolean':
      return (
        <Switch
          label={label}
          checked={value === true}
          disabled={readOnly}
          onChange={(event) => onChange(event.currentTarget.checked)}
          error={error}
          mt="sm"
        />
      );
    case 'integer':
      return <IntegerInput {...common} value={number} onChange={onChange} />;
    case 'money':
    case 'decimal':
      return <MoneyInput {...common} value={typeof value === 'string' ? value : null} onChange={onChange} />;
    case 'date':
      return <DayInput {...common} value={text} onChange={onChange} />;
    case 'datetime':
      return (
        <TextField
          label={label}
          required={field.required}
          error={error}
          type="datetime-local"
          value={text.slice(0, 16)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          allowDeselect={false}
          placeholder={intl.formatMessage({ id: 'resources.choose' })}
          value={text}
          onChange={(v) => onChange(v ?? '')}
          data={(field.options ?? []).map((option) => ({
            value: String(option),
            label: intl.formatMessage({ id: `resource.${resource}.option.${field.name}.${option}` }),
          }))}
        />
      );
    case 'reference':
      return field.references ? (
        <ReferenceSelect
          target={field.references}
          label={label}
          error={error}
          required={field.required}
          value={typeof value === 'number' ? value : null}
          onChange={onChange}
        />
      ) : null;
    case 'references':
      return field.references ? (
        <ReferencesMultiSelect
          target={field.references}
          label={label}
          error={error}
          required={field.required}
          value={Array.isArray(value) ? value.map(Number) : []}
          onChange={onChange}
        />
      ) : null;
    case 'file':
      return owner && field.file ? (
        <StoredFileInput
          def={owner.def}
          field={field}
          recordId={owner.recordId}
          label={label}
          value={typeof value === 'string' && value !== '' ? value : null}
          onChange={onChange}
          error={error}
        />
      ) : null;
    case 'password':
      return (
        <PasswordInput
          {...common}
          withAsterisk={!editing}
          autoComplete="new-password"
          description={editing ? intl.formatMessage({ id: 'resources.passwordKeep' }) : undefined}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    default:
      if (field.mask === 'cnpj') {
        return (
          <TextField
            label={label}
            required={field.required}
            error={error}
            value={maskCnpjTyping(text)}
            autoComplete="off"
            spellCheck={false}
            placeholder="00.000.000/0000-00"
            onChange={(event) => onChange(maskCnpjTyping(event.currentTarget.value))}
          />
        );
      }
      return (
        <TextField
          label={label}
          required={field.required}
          error={error}
          type={field.kind === 'email' ? 'email' : field.kind === 'url' ? 'url' : 'text'}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}
