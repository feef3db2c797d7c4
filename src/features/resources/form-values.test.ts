import { createIntl } from 'react-intl';
import type { IssueMessage } from '@/domain/validation/issue-message';
import { allMessages } from '@/ui/all-messages';
import { describe, expect, it } from 'vitest';
import { empresaBiResource, empresaResource, usuarioResource } from '@/domain/resources';
import {
  initialValues,
  parentIdOf,
  prefilledValues,
  serverFieldErrors,
  validateValues,
  valuesFromRecord,
} from './form-values';
import { listHref } from './resource-paths';
import { cargoResource } from '@/domain/shipping-company/resources/cargo';

// The forms word a refusal in the user's language; the tests read Portuguese.
const intl = createIntl({ locale: 'pt', messages: allMessages('pt') });
const say = ({ id, values }: IssueMessage) => intl.formatMessage({ id }, values);

describe('initialValues', () => {
  it('takes schema defaults and blanks', () => {
    const values = initialValues(empresaResource);
    expect(values.nome).toBe('');
    expect(values.compressionLevel).toBe(40);
    expect(values.companyTheme).toBe('default');
    expect(values.allowOcr).toBe(false);
  });
  it('leaves a select without a default unchosen (a UF is never filled in for the user)', () => {
    const values = initialValues(cargoResource);
    expect(values.origemUf).toBe('');
    expect(values.destinoUf).toBe('');
    const checked = validateValues(cargoResource, values, say);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors.origemUf).toBe(say({ id: 'resource.cargo.error.uf' }));
  });
  it('starts every permission flag off', () => {
    expect(initialValues(usuarioResource).accessCompany).toBe(false);
  });
});

describe('prefilledValues', () => {
  it('fills only the text fields the address names', () => {
    const query = new URLSearchParams({ nome: 'Filial Norte', allowOcr: 'true', compressionLevel: '1' });
    const values = prefilledValues(empresaResource, initialValues(empresaResource), query);
    expect(values.nome).toBe('Filial Norte');
    expect(values.allowOcr).toBe(false);
    expect(values.compressionLevel).toBe(40);
  });
});

describe('valuesFromRecord', () => {
  it('copies the record but never the password', () => {
    const values = valuesFromRecord(usuarioResource, {
      nomeAcesso: 'admin',
      password: 'x',
      accessUser: true,
    });
    expect(values.nomeAcesso).toBe('admin');
    expect(values.password).toBe('');
    expect(values.accessUser).toBe(true);
  });
});

describe('validateValues', () => {
  it('answers field messages', () => {
    const result = validateValues(empresaBiResource, { nome: '', url: 'nope', ordem: null }, say);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.nome).toBe('Informe o nome do painel');
      expect(result.errors.url).toBe('URL inválida: use um endereço http:// ou https://');
      expect(result.errors.ordem).toBeUndefined();
    }
  });
  it('refuses BI links that are not web addresses', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'file:///etc/passwd']) {
      expect(validateValues(empresaBiResource, { nome: 'Painel', url, ordem: null }, say).ok).toBe(false);
    }
  });
  it('answers the parsed body', () => {
    const result = validateValues(
      empresaBiResource,
      {
        nome: ' Vendas ',
        url: 'https://bi.example/x',
        ordem: null,
      },
      say,
    );
    expect(result).toEqual({ ok: true, body: { nome: 'Vendas', url: 'https://bi.example/x', ordem: 0 } });
  });
});

describe('reference fields in the form', () => {
  const owner = {
    ...usuarioResource,
    fields: [
      { name: 'nomeAcesso', kind: 'text' as const },
      { name: 'perfilId', kind: 'reference' as const, references: { resource: 'empresa', label: 'nome' } },
      {
        name: 'perfis',
        kind: 'references' as const,
        references: { resource: 'empresa', label: 'nome' },
        through: { table: 'usuario_perfil', ownKey: 'usuario_id', otherKey: 'perfil_id' },
      },
    ],
  };

  it('start with nothing chosen', () => {
    const values = initialValues(owner);
    expect(values.perfilId).toBeNull();
    expect(values.perfis).toEqual([]);
  });

  it("show the server's refusal of a field at that field, in the user's language", () => {
    const translate = (id: string) => (id === 'engine.reference.unavailable' ? 'Not available' : undefined);
    expect(
      serverFieldErrors(
        owner,
        ['perfilId: Não disponível', 'perfis: Escolha no máximo 100', 'Registro duplicado', 'outro: x'],
        ['engine.reference.unavailable'],
        translate,
      ),
    ).toEqual({ perfilId: 'Not available', perfis: 'Escolha no máximo 100' });
  });
});

describe('the parent of a nested register', () => {
  const nested = { ...empresaBiResource, nestedIn: { resource: 'empresa', foreignKey: 'cargaId' } };

  it("is the create route's, else the edited row's own", () => {
    expect(parentIdOf(nested, '7', undefined)).toBe('7');
    expect(parentIdOf(nested, undefined, { cargaId: 9 })).toBe('9');
    expect(parentIdOf(nested, undefined, { cargaId: null })).toBeUndefined();
    expect(parentIdOf(empresaBiResource, '7', { cargaId: 9 })).toBeUndefined();
  });

  it('leads back to the list of that parent', () => {
    const paths = { list: '/trackingShippingCompany/cargoExpense/list/:parentId' };
    expect(listHref(paths, { parentId: parentIdOf(nested, undefined, { cargaId: 9 }) })).toBe(
      '/trackingShippingCompany/cargoExpense/list/9',
    );
  });
});
