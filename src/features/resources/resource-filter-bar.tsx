// The declared filters of a resource list as form fields: a date field, a text field or a select
// per filter, labelled `resource.<name>.filter.<filter>`. The values live in the URL (the list
// page owns them); text fields write once typing pauses.
import {
  Button,
  Collapse,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  TextInput,
  UnstyledButton,
  Badge,
  Text,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconFilter, IconFilterOff } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReadableResource } from '@/domain/resources/define-resource';
import { selectedOptions, type FilterDef } from '@/domain/resources/list-filters';
import { DayInput } from '@/ui/day-input';
import { useUrlText } from './use-url-text';

export interface ResourceFilterBarProps {
  def: ReadableResource;
  values: Readonly<Record<string, string>>;
  onChange: (name: string, value: string) => void;
  onClear: () => void;
  /** Smaller fields, for a list worked in all day (more rows under the bar). */
  compact?: boolean;
}

interface FieldProps {
  size: 'xs' | 'sm';
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}

function TextFilter({ size, label, placeholder, value, onChange }: FieldProps) {
  const [text, setText] = useUrlText(value, onChange);
  return (
    <TextInput
      size={size}
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
    />
  );
}

export function ResourceFilterBar({ def, values, onChange, onClear, compact }: ResourceFilterBarProps) {
  const size: FieldProps['size'] = compact ? 'xs' : 'sm';
  const intl = useIntl();
  // Seven fields fill a phone's screen: there the bar starts folded, with the count of filters.
  const narrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [open, { toggle }] = useDisclosure(!narrow);
  const filters = def.filters ?? [];
  const active = filters.filter((f) => values[f.name]).length;
  const text = (id: string) => (intl.messages[id] ? intl.formatMessage({ id }) : undefined);
  const labelOf = (f: FilterDef) => intl.formatMessage({ id: `resource.${def.name}.filter.${f.name}` });

  const field = (f: FilterDef) => {
    const common = {
      size,
      label: labelOf(f),
      placeholder: text(`resource.${def.name}.filter.${f.name}.placeholder`),
      value: values[f.name] ?? '',
      onChange: (value: string) => onChange(f.name, value),
    };
    switch (f.kind) {
      case 'date':
        return (
          <DayInput
            key={f.name}
            size={size}
            label={common.label}
            value={common.value}
            onChange={common.onChange}
          />
        );
      case 'text':
        return <TextFilter key={f.name} {...common} />;
      case 'select': {
        const options = (f.options ?? []).map((value) => ({
          value,
          label: (f.optionLabels && text(`${f.optionLabels}.${value}`)) || value,
        }));
        if (f.multiple) {
          const chosen = common.value ? selectedOptions(common.value) : [];
          return (
            <MultiSelect
              key={f.name}
              size={size}
              label={common.label}
              placeholder={
                chosen.length === 0 ? intl.formatMessage({ id: 'resources.filters.all' }) : undefined
              }
              data={options}
              value={chosen}
              onChange={(value) => common.onChange(value.join(','))}
              clearable
              comboboxProps={{ withinPortal: true }}
            />
          );
        }
        return (
          <Select
            key={f.name}
            size={size}
            label={common.label}
            placeholder={intl.formatMessage({ id: 'resources.filters.all' })}
            data={options}
            value={common.value || null}
            onChange={(value) => common.onChange(value ?? '')}
            clearable
            searchable={options.length > 10}
            nothingFoundMessage={intl.formatMessage({ id: 'ui.table.empty' })}
            comboboxProps={{ withinPortal: true }}
          />
        );
      }
    }
  };

  if (filters.length === 0) return null;
  return (
    <div role="search" aria-label={intl.formatMessage({ id: 'resources.filters' })}>
      <Group justify="space-between" mb={open ? 'xs' : 0} wrap="nowrap">
        <UnstyledButton onClick={toggle} aria-expanded={open}>
          <Group gap={6} wrap="nowrap">
            <IconFilter size={16} />
            <Text fw={600} size="sm">
              <FormattedMessage id="resources.filters" />
            </Text>
            {active > 0 && (
              <Badge size="sm" circle>
                {active}
              </Badge>
            )}
            {open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
          </Group>
        </UnstyledButton>
        {active > 0 && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconFilterOff size={14} />}
            onClick={onClear}
          >
            <FormattedMessage id="resources.filters.clear" />
          </Button>
        )}
      </Group>
      <Collapse in={open}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing={size} verticalSpacing={compact ? 4 : 'xs'}>
          {filters.map(field)}
        </SimpleGrid>
      </Collapse>
    </div>
  );
}
