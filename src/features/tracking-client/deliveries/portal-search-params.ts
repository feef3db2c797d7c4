// The portal list's state in the URL (search, page, the open delivery), so a list narrowed by a
// search survives a reload, can be shared, and Back closes an opened delivery. A hand-edited value
// that makes no sense falls back to the default.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PORTAL_SEARCH_MAX } from '@/domain/tracking-client/portal-deliveries';

export const PORTAL_PAGE_SIZE = 10;

const positive = (value: string | null): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : undefined;
};

export function usePortalSearchParams() {
  const [params, setParams] = useSearchParams();
  const search = (params.get('busca') ?? '').slice(0, PORTAL_SEARCH_MAX);
  const page = positive(params.get('pagina')) ?? 1;
  const openId = positive(params.get('entrega'));

  const update = useCallback(
    (changes: Record<string, string | undefined>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  return {
    search,
    page,
    openId,
    setSearch: (text: string) => update({ busca: text.trim(), pagina: undefined }),
    setPage: (next: number) => update({ pagina: next > 1 ? String(next) : undefined }),
    open: (id: number) => update({ entrega: String(id) }),
    close: () => update({ entrega: undefined }),
  };
}
