import { PAGE_LINKS } from '@/domain/constants';

/** The page numbers to link around `page`: at most five, kept within 1..pageCount. */
export const pageLinks = (page: number, pageCount: number, links: number = PAGE_LINKS): number[] => {
  if (pageCount < 1) return [];
  const half = Math.floor(links / 2);
  const start = Math.max(1, Math.min(page - half, pageCount - links + 1));
  const end = Math.min(pageCount, start + links - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
};

/** The 1-based range of rows shown on `page` (0..0 for an empty table). */
export const shownRange = (page: number, pageSize: number, total: number): { from: number; to: number } =>
  total === 0
    ? { from: 0, to: 0 }
    : { from: (page - 1) * pageSize + 1, to: Math.min(total, page * pageSize) };

/** Next sort value of a clicked header: ascending first, then descending, toggling. */
export const toggleSort = (current: string | undefined, field: string): string =>
  current === field ? `-${field}` : field;
