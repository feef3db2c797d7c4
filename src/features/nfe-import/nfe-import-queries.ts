// Server data of the NF-e import screens in TanStack Query: the keys and one hook per read.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { NFE_STATUS_POLL_MS } from '@/domain/constants';
import type { ImportStatusDto } from '@/domain/imports/document-import';
import type { NfeImportId } from '@/machines/nfe-import-machine';
import { fetchImportStatus, listImports, listOccurrences, type ListParams } from './nfe-import-api';

export const nfeImportKeys = {
  all: ['nfeImport'] as const,
  lists: () => [...nfeImportKeys.all, 'list'] as const,
  list: (params: ListParams) => [...nfeImportKeys.lists(), params] as const,
  status: (id: NfeImportId) => [...nfeImportKeys.all, 'status', String(id)] as const,
  log: (id: NfeImportId, lastRefresh: string, params: ListParams) =>
    [...nfeImportKeys.all, 'log', String(id), lastRefresh, params] as const,
};

/** The company's past imports. */
export const useImportList = (params: ListParams) =>
  useQuery({
    queryKey: nfeImportKeys.list(params),
    queryFn: () => listImports(params),
    placeholderData: keepPreviousData,
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
export const useImportStatus = (id: NfeImportId) =>
  useQuery({
    queryKey: nfeImportKeys.status(id),
    queryFn: () => logged(`NF-e import ${id}: status`, () => fetchImportStatus(id)),
    refetchInterval: (query) => pollIntervalOf(query.state.data, query.state.status === 'error'),
    staleTime: 0,
  });

/** The log of an import; id and lastRefresh are part of the key, so a change reloads it. */
export const useImportLog = (id: NfeImportId, lastRefresh: string, params: ListParams) =>
  useQuery({
    queryKey: nfeImportKeys.log(id, lastRefresh, params),
    queryFn: () => logged(`NF-e import ${id}: log`, () => listOccurrences(id, params)),
    placeholderData: keepPreviousData,
  });
