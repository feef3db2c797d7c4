// @vitest-environment jsdom
import { createIntl } from 'react-intl';
import type { IssueMessage } from '@/domain/validation/issue-message';
import { allMessages } from '@/ui/all-messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { z } from 'zod';
import { defineResource, type FieldDef } from '@/domain/resources/define-resource';
import { moneySchema } from '@/domain/money/decimal';
import { renderWithProviders } from '@/ui/test-utils';
import { initialValues, validateValues } from './form-values';
import { ResourceField } from './resource-field';

// The forms word a refusal in the user's language; the tests read Portuguese.
const intl = createIntl({ locale: 'pt', messages: allMessages('pt') });
const say = ({ id, values }: IssueMessage) => intl.formatMessage({ id }, values);

afterEach(cleanup);

const draw = (field: FieldDef, value: unknown, onChange = vi.fn()) => {
  renderWithProviders(
    // Any catalogued label will do: the kind decides the control.
    <ResourceField resource="empresa" field={field} value={value} editing={false} onChange={onChange} />,
  );
  return onChange;
};

describe('ResourceField kinds', () => {
  it('types a day as dd/mm/yyyy and reports yyyy-mm-dd', () => {
    const onChange = draw({ name: 'nome', kind: 'date' }, '');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '31052026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-05-31');
  });

  it('reports an exact decimal string, never a float', () => {
    const onChange = draw({ name: 'nome', kind: 'decimal' }, null);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '123456' } });
    expect(onChange).toHaveBeenLastCalledWith('1234.56');
  });

  it('edits a date and time', () => {
    const onChange = draw({ name: 'nome', kind: 'datetime' }, '2026-05-31T08:30:00');
    const input = screen.getByDisplayValue('2026-05-31T08:30');
    fireEvent.change(input, { target: { value: '2026-06-01T09:15' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-06-01T09:15');
  });
});

describe('form values of the decimal kinds', () => {
  const def = defineResource({
    name: 'probe',
    service: 'tracking',
    table: 'probe',
    schema: z.object({ id: z.number() }),
    input: z.object({ valor: moneySchema, dia: z.iso.date() }),
    columns: [],
    fields: [
      { name: 'valor', kind: 'decimal', required: true },
      { name: 'dia', kind: 'date', required: true },
    ],
    searchable: [],
    sortable: ['id'],
    defaultSort: 'id',
    permission: 'tracking',
    tenancy: 'company',
    activatable: false,
    mounts: { tracking: { list: '/p/list', create: '/p/create', edit: '/p/edit/:id' } },
  });

  it('starts a decimal empty, not at zero, and sends it as typed', () => {
    expect(initialValues(def)).toEqual({ valor: null, dia: '' });
    expect(validateValues(def, { valor: '1234.56', dia: '2026-05-31' }, say)).toEqual({
      ok: true,
      body: { valor: '1234.56', dia: '2026-05-31' },
    });
    expect(validateValues(def, { valor: null, dia: '' }, say).ok).toBe(false);
  });
});
