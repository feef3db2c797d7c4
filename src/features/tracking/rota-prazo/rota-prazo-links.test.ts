// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { currentLink } from './rota-prazo-links';

describe('currentLink', () => {
  it('tells the country rows apart from the whole list by their filter', () => {
    expect(currentLink('/rotaPrazoEntrega/list', '?destinoNivel=pais&page=2')).toBe('/prazoEntregaPaises');
    expect(currentLink('/rotaPrazoEntrega/list', '?destinoNivel=uf')).toBe('/rotaPrazoEntrega/list');
    expect(currentLink('/rotaPrazoEntrega/list', '')).toBe('/rotaPrazoEntrega/list');
  });
  it('is the path itself elsewhere', () => {
    expect(currentLink('/rotaPrazoEntrega/editMultiple', '?destinoNivel=pais')).toBe(
      '/rotaPrazoEntrega/editMultiple',
    );
  });
});
