// Server data of the import screens in TanStack Query: the keys and one hook per read. Every key
// holds the kind's API prefix, so NF-e and CT-e imports never share a cache entry.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { NFE_STATUS_POLL_MS } from '@/domain/constants';
import type { ImportStatusDto } from '@/domain/tracking/imports/document-import';
import type { ImportId } from '@/machines/document-import-machine';
import { fetchImportStatus, listImports, listOccurrences, type ListParams } from './import-api';

export const importKeys = {
  all: (prefix = 'nfe') => ['nfeImport', prefix] as const,
  lists: (prefix = 'nfe') => [...importKeys.all(prefix), 'list'] as const,
  list: (params: ListParams, prefix = 'nfe') => [...importKeys.lists(prefix), params] as const,
  status: (id: ImportId, prefix = 'nfe') => [...importKeys.all(prefix), 'status', String(id)] as const,
  log: (id: ImportId, lastRefresh: string, params: ListParams, prefix = 'nfe') =>
    [...importKeys.all(prefix), 'log', String(id), lastRefresh, params] as const,
};

/** The company's past imports; read again every NFE_STATUS_POLL_MS while one of them runs. */
export const useImportList = (params: ListParams, prefix = 'nfe') =>
  useQuery({
    queryKey: importKeys.list(params, prefix),
    queryFn: () => listImports(params, prefix),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.status !== 'error' && query.state.data?.items.some((row) => row.dataFim === null)
        ? NFE_STATUS_POLL_MS
        : false,
  });

/** Whether a status still needs polling: until dataFim is set, and not after a failed poll. */
export const pollIntervalOf = (data: ImportStatusDto | undefined, failed: boolean): number | false =>
  failed || (data !== undefined && data.dataFim !== null) ? false : NFE_STATUS_POLL_MS;

/** A failed read that the spec wants logged only (status poll, import log). */
const logged = async <T>(what: string, call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    console.error(`${what} failed`, error);
    throw error;
  }
};

/** One import, read every NFE_STATUS_POLL_MS while it runs; a failed poll stops the polling. */
export const useImportStatus = (id: ImportId, prefix = 'nfe') =>
  useQuery({
    queryKey: importKeys.status(id, prefix),
    queryFn: () => logged(`${prefix} import ${id}: status`, () => fetchImportStatus(id, prefix)),
    refetchInterval: (query) => pollIntervalOf(query.state.data, query.state.status === 'error'),
    staleTime: 0,
  });

/** The log of an import; id and lastRefresh are part of the key, so a change reloads it. */
export const useImportLog = (id: ImportId, lastRefresh: string, params: ListParams, prefix = 'nfe') =>
  useQuery({
    queryKey: importKeys.log(id, lastRefresh, params, prefix),
    queryFn: () => logged(`${prefix} import ${id}: log`, () => listOccurrences(id, params, prefix)),
    placeholderData: keepPreviousData,
  });
