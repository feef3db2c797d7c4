// The deadline form's pickers in place of typed codes: a UF select (none chosen until the user
// picks one: empty is "any"), a city search that fills the IBGE code and its UF, and the carriers
// of the company's NF-e and CT-e by CNPJ and name. Empty stays "any" in every one of them.
import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { BRAZIL_UFS, NFE_UFS } from '@/domain/brazil-ufs';
import { formatCnpjCpf } from '@/domain/format';
import { IBGE_UF_CODES } from '@/domain/tracking/entrega/ibge-uf-codes';
import type { FieldControlProps, FieldControls } from '@/features/resources/resource-form-page';
import { listTransportadoras, searchMunicipios } from './route-pickers-api';

const isolated = (value: string) => `\u2066${value}\u2069`;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Server-side search: the options are already the matches, so the select filters nothing. */
const noFilter = ({ options }: { options: unknown[] }) => options as never;

function useLabel(props: FieldControlProps) {
  const intl = useIntl();
  return intl.formatMessage({ id: `resource.${props.resource}.field.${props.field.name}` });
}

const ufControl = (ufs: readonly string[], cityField: string) =>
  function UfControl(props: FieldControlProps) {
    const intl = useIntl();
    const label = useLabel(props);
    return (
      <Select
        label={label}
        error={props.error}
        searchable
        clearable
        placeholder={intl.formatMessage({ id: 'rotaPrazo.picker.anyUf' })}
        value={text(props.value) || null}
        data={ufs.map((uf) => ({
          value: uf,
          label: uf === 'EX' ? intl.formatMessage({ id: 'rotaPrazo.picker.abroad' }) : uf,
        }))}
        onChange={(uf) => {
          const city = text(props.values[cityField]);
          // A city of another UF no longer fits the route.
          const keepsCity = city === '' || (uf !== null && IBGE_UF_CODES[city.slice(0, 2)] === uf);
          props.change({ [props.field.name]: uf ?? '', ...(keepsCity ? {} : { [cityField]: '' }) });
        }}
      />
    );
  };

const cityControl = (ufField: string) =>
  function CityControl(props: FieldControlProps) {
    const intl = useIntl();
    const label = useLabel(props);
    const ibge = text(props.value);
    const uf = text(props.values[ufField]);
    const [search, setSearch] = useState('');
    const [busca] = useDebouncedValue(search, 250);
    const stored = useQuery({
      queryKey: ['municipios', 'ibge', ibge],
      queryFn: () => searchMunicipios({ busca: '', ibge }),
      enabled: ibge !== '',
      staleTime: Infinity,
    });
    const found = useQuery({
      queryKey: ['municipios', uf, busca],
      queryFn: () => searchMunicipios({ busca, uf: uf && uf !== 'EX' ? uf : undefined }),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    });
    const options = [...(stored.data ?? []), ...(found.data ?? [])];
    const data = [...new Map(options.map((m) => [m.ibge, m])).values()].map((m) => ({
      value: m.ibge,
      label: `${m.nome} (${m.uf}) · ${m.ibge}`,
    }));
    return (
      <Select
        label={label}
        error={props.error}
        searchable
        clearable
        placeholder={intl.formatMessage({ id: 'rotaPrazo.picker.anyCity' })}
        nothingFoundMessage={intl.formatMessage({ id: 'rotaPrazo.picker.noCity' })}
        searchValue={search}
        onSearchChange={setSearch}
        filter={noFilter}
        value={ibge || null}
        data={data}
        onChange={(value) => {
          const city = options.find((m) => m.ibge === value);
          props.change({ [props.field.name]: value ?? '', ...(city ? { [ufField]: city.uf } : {}) });
        }}
      />
    );
  };

function CarrierControl(props: FieldControlProps) {
  const intl = useIntl();
  const label = useLabel(props);
  const cnpj = text(props.value).replace(/\D/g, '');
  const [search, setSearch] = useState('');
  const [busca] = useDebouncedValue(search, 250);
  const carriers = useQuery({
    queryKey: ['rotaPrazo', 'transportadoras', busca],
    queryFn: () => listTransportadoras(busca),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const list = carriers.data ?? [];
  // A stored carrier no document names any more is still shown as chosen.
  const withStored = cnpj && !list.some((c) => c.cnpj === cnpj) ? [{ cnpj, nome: null }, ...list] : list;
  return (
    <Select
      label={label}
      error={props.error}
      searchable
      clearable
      placeholder={intl.formatMessage({ id: 'rotaPrazo.picker.anyCarrier' })}
      nothingFoundMessage={intl.formatMessage({ id: 'rotaPrazo.picker.noCarrier' })}
      searchValue={search}
      onSearchChange={setSearch}
      filter={noFilter}
      value={cnpj || null}
      data={withStored.map((c) => ({
        value: c.cnpj,
        // The CNPJ isolated left to right (U+2066…U+2069), so it keeps its order in Arabic.
        label: c.nome ? `${isolated(formatCnpjCpf(c.cnpj))} · ${c.nome}` : isolated(formatCnpjCpf(c.cnpj)),
      }))}
      onChange={(value) => props.onChange(value ?? '')}
    />
  );
}

export const ROTA_PRAZO_CONTROLS: FieldControls = {
  transportadorCnpj: CarrierControl,
  origemUf: ufControl(BRAZIL_UFS, 'origemIbge'),
  origemIbge: cityControl('origemUf'),
  destinoUf: ufControl(NFE_UFS, 'destinoIbge'),
  destinoIbge: cityControl('destinoUf'),
};
