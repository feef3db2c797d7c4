// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useLatestSearchParams } from './use-latest-search-params';

const inRouter = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/dashboard?dataFim=2022-05-31']}>{children}</MemoryRouter>
);

describe('useLatestSearchParams', () => {
  it('keeps both of two changes written before the next render', () => {
    const { result } = renderHook(() => ({ url: useLatestSearchParams(), location: useLocation() }), {
      wrapper: inRouter,
    });
    act(() => {
      const [, update] = result.current.url;
      update((latest) => {
        latest.set('dataFim', '2022-06-30');
        return latest;
      });
      update((latest) => {
        latest.set('dataInicio', '2022-05-01');
        return latest;
      });
    });
    expect(new URLSearchParams(result.current.location.search).toString()).toBe(
      'dataFim=2022-06-30&dataInicio=2022-05-01',
    );
    expect(result.current.url[0].get('dataInicio')).toBe('2022-05-01');
  });
});
