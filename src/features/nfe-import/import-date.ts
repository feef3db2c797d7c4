// Import dates as the product shows times: 'dd/mm/yyyy HH:mm:ss' on the UTC-3 clock (spec 9).
import { formatBrDateTime, nowUtcMinus3 } from '@/domain/format';

/** '' when there is no date yet (an import still running has no end). */
export const formatImportDate = (iso: string | null): string =>
  iso ? formatBrDateTime(nowUtcMinus3(new Date(iso))) : '';
