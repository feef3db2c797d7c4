// The controls of the reference kinds: Mantine's searchable Select (one row) and MultiSelect
// (several), both comboboxes with a label, keyboard navigation and announced options. The server
// searches what is typed, so filtering here would only hide what it found.
import { useState } from 'react';
import { Loader, MultiSelect, Select, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { ReferenceTarget } from '@/domain/resources';
import { MORE_OPTION, useReferenceOptionsFor, type ReferenceOptions } from './reference-options';

interface ReferenceControlProps {
  target: ReferenceTarget;
  label: string;
  error?: string;
  required?: boolean;
}

const keepAll: OptionsFilter = ({ options }) => options;

/** The items, and a last, disabled one saying how many more match when the page is not all. */
function useItems(options: ReferenceOptions): ComboboxItem[] {
  const intl = useIntl();
  if (options.hidden === 0) return options.items;
  const more = intl.formatMessage(
    { id: 'engine.reference.more' },
    { shown: options.shown, total: options.total },
  );
  return [...options.items, { value: MORE_OPTION, label: more, disabled: true }];
}

function useCommonProps({ label, error, required }: ReferenceControlProps, options: ReferenceOptions) {
  const intl = useIntl();
  return {
    label,
    withAsterisk: required,
    error: error ?? (options.failed ? intl.formatMessage({ id: 'engine.reference.loadError' }) : undefined),
    searchable: true,
    filter: keepAll,
    placeholder: intl.formatMessage({ id: 'engine.reference.placeholder' }),
    nothingFoundMessage: options.loading
      ? undefined
      : intl.formatMessage({ id: 'engine.reference.nothingFound' }),
    rightSection: options.loading ? <Loader size="xs" aria-hidden /> : undefined,
  };
}

/** One row of another register, or none (an optional reference). */
export function ReferenceSelect(
  props: ReferenceControlProps & { value: number | null; onChange: (value: number | null) => void },
) {
  const [search, setSearch] = useState('');
  const options = useReferenceOptionsFor(props.target, props.value === null ? [] : [props.value], search);
  const items = useItems(options);
  return (
    <Select
      {...useCommonProps(props, options)}
      clearable={!props.required}
      allowDeselect={!props.required}
      value={props.value === null ? null : String(props.value)}
      onChange={(value) => props.onChange(value === null ? null : Number(value))}
      searchValue={search}
      onSearchChange={setSearch}
      data={items}
    />
  );
}

/** Several rows of another register. */
export function ReferencesMultiSelect(
  props: ReferenceControlProps & { value: readonly number[]; onChange: (value: number[]) => void },
) {
  const [search, setSearch] = useState('');
  const options = useReferenceOptionsFor(props.target, props.value, search);
  const items = useItems(options);
  return (
    <MultiSelect
      {...useCommonProps(props, options)}
      clearable
      value={props.value.map(String)}
      onChange={(values) => props.onChange(values.map(Number))}
      searchValue={search}
      onSearchChange={setSearch}
      data={items}
    />
  );
}
