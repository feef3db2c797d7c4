// Import dates as the product shows instants: 'dd/mm/yyyy HH:mm:ss' on the UTC-3 business clock.
import { formatBusinessDateTime } from '@/domain/format';

/** '' when there is no date yet (an import still running has no end). */
export const formatImportDate = (iso: string | null): string => (iso ? formatBusinessDateTime(iso) : '');
