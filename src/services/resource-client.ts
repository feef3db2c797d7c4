// The data provider of the resource screens: one verb per operation, called with a resource
// definition, so screens never build URLs. Answers are checked with the definition's schema.
import { z } from 'zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import {
  type ListQuery,
  type ReadableResource,
  type ResourceDefinition,
} from '@/domain/resources/define-resource';
import {
  detailRowSchemaOf,
  rowSchemaOf,
  STALE_EDIT_MESSAGE_ID,
  VERSION_HEADER,
  versionHeaderValue,
} from '@/domain/resources/register-history';
import { bulkResult, type BulkAction } from '@/domain/resources/bulk-actions';
import { type EditMultipleBody, editMultipleResult } from '@/domain/resources/edit-multiple';
import { referenceOptionsPage, type ReferenceOptionsPage } from '@/domain/resources/references';
import type { Page } from '@/domain/auth';
import { api, errorMessageIds } from './api';

type Def = ResourceDefinition;
/** Any resource, read-only ones included: the list and get verbs work for all. */
type Readable = ReadableResource;
export type ResourceRow = Record<string, unknown> & { id: number };
export type ResourceBody = Record<string, unknown>;

export interface ResourceListQuery extends Partial<ListQuery> {
  /** Parent company of 'parent-company' resources (empresaBi). */
  companyId?: number;
  /** Parent record of a nested resource (its `nestedIn`). */
  parentId?: number;
  /** Values of the resource's declared filters, by filter name. */
  filters?: Readonly<Record<string, string>>;
}

const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ isSuccess: z.boolean(), data, errors: z.array(z.string()).optional() });

const rowSchema = (def: Readable) => rowSchemaOf(def).loose() as unknown as z.ZodType<ResourceRow>;
const detailRowSchema = (def: Readable) =>
  detailRowSchemaOf(def).loose() as unknown as z.ZodType<ResourceRow>;

/** The server refused an edit made from a version that is no longer the stored one. */
export const isStaleEdit = async (error: unknown): Promise<boolean> =>
  error instanceof HTTPError &&
  error.response.status === 409 &&
  (await errorMessageIds(error)).includes(STALE_EDIT_MESSAGE_ID);

/** A list query as URL parameters: its own and its filters', empty ones left out. */
export const searchParamsOf = ({ filters, ...query }: ResourceListQuery): Record<string, string | number> => {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries({ ...query, ...filters })) {
    if (value !== undefined && value !== null && value !== '') params[key] = value as string | number;
  }
  return params;
};

export const resourceClient = {
  async list(def: Readable, query: ResourceListQuery): Promise<Page<ResourceRow>> {
    const body = await api[def.service].get(def.name, { searchParams: searchParamsOf(query) }).json();
    const page = z.object({
      items: z.array(rowSchema(def)),
      total: z.number(),
      page: z.number(),
      pageSize: z.number(),
    });
    return envelopeOf(page).parse(body).data;
  },

  /** One row as the get answers it: the detail schema when the resource declares one. */
  async get(def: Readable, id: number | string): Promise<ResourceRow> {
    const body = await api[def.service].get(`${def.name}/${id}`).json();
    return envelopeOf(detailRowSchema(def)).parse(body).data;
  },

  /** In a parent company (`companyId`) or under a parent record (`parentId`) when given. */
  async create(def: Def, input: ResourceBody, companyId?: number, parentId?: number): Promise<ResourceRow> {
    const searchParams = searchParamsOf({ companyId, parentId });
    const body = await api[def.service].post(def.name, { json: input, searchParams }).json();
    return envelopeOf(rowSchema(def)).parse(body).data;
  },

  /** With the version the edit was made from, a stale edit answers 409 (see isStaleEdit). */
  async update(def: Def, id: number | string, input: ResourceBody, version?: number): Promise<ResourceRow> {
    const headers = version === undefined ? undefined : { [VERSION_HEADER]: versionHeaderValue(version) };
    const body = await api[def.service].put(`${def.name}/${id}`, { json: input, headers }).json();
    return envelopeOf(rowSchema(def)).parse(body).data;
  },

  /**
   * Answers the server's message, in the user's language (the api sends it as Accept-Language):
   * the catalog's resources.deleteSuccess, which the screens word themselves from the same id.
   */
  async remove(def: Readable, id: number | string): Promise<string> {
    const body = await api[def.service].delete(`${def.name}/${id}`).json();
    return envelopeOf(z.object({ message: z.string() })).parse(body).data.message;
  },

  /** A declared bulk action on the selected rows; answers how many changed. */
  async bulk(def: Def, action: BulkAction, ids: readonly number[]): Promise<number> {
    const body = await api[def.service].post(`${def.name}/bulk/${action}`, { json: { ids } }).json();
    return envelopeOf(bulkResult).parse(body).data.changed;
  },

  /** The declared editMultiple: sets `valores` on every row the list's `filtros` select; answers how many. */
  async editMultiple(def: Def, body: EditMultipleBody): Promise<number> {
    const answer = await api[def.service].post(`${def.name}/editMultiple`, { json: body }).json();
    return envelopeOf(editMultipleResult).parse(answer).data.alterados;
  },

  async setActive(def: Readable, id: number | string, active: boolean): Promise<void> {
    await api[def.service].put(`${def.name}/${id}/${active ? 'activate' : 'deactivate'}`).json();
  },

  /**
   * Rows of a referenced register as `{ id, label }`: a page of those whose label contains
   * `search`, or, with `ids`, those rows (what a record already points at).
   */
  async options(
    def: Readable,
    query: { label: string; search?: string; ids?: readonly number[] },
  ): Promise<ReferenceOptionsPage> {
    const searchParams: Record<string, string> = { label: query.label };
    if (query.search) searchParams.search = query.search;
    if (query.ids) searchParams.ids = query.ids.join(',');
    const body = await api[def.service].get(`${def.name}/options`, { searchParams }).json();
    return envelopeOf(referenceOptionsPage).parse(body).data;
  },
};

export const resourceKeys = {
  all: (def: Readable) => [def.name] as const,
  options: (def: Readable, label: string, search: string) => [def.name, 'options', label, search] as const,
  lookup: (def: Readable, label: string, ids: readonly number[]) =>
    [def.name, 'options', label, 'ids', ...ids] as const,
  list: (def: Readable, query: ResourceListQuery) => [def.name, 'list', query] as const,
  record: (def: Readable, id: number | string) => [def.name, 'record', String(id)] as const,
};

export const useResourceList = (def: Readable, query: ResourceListQuery) =>
  useQuery({
    queryKey: resourceKeys.list(def, query),
    queryFn: () => resourceClient.list(def, query),
    placeholderData: keepPreviousData,
  });

export const useResourceRecord = (def: Readable, id: number | string | undefined) =>
  useQuery({
    queryKey: resourceKeys.record(def, id ?? ''),
    queryFn: () => resourceClient.get(def, id as number | string),
    enabled: id !== undefined && id !== '',
  });

/** A page of a referenced register's options whose label contains `search`. */
export const useReferenceOptions = (
  def: Readable | undefined,
  label: string,
  search: string,
  enabled = true,
) =>
  useQuery({
    queryKey: def ? resourceKeys.options(def, label, search) : ['noReference'],
    queryFn: () => resourceClient.options(def as Readable, { label, search }),
    enabled: enabled && def !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The labels of the given rows of a referenced register, whatever their state. */
export const useReferenceLookup = (def: Readable | undefined, label: string, ids: readonly number[]) =>
  useQuery({
    queryKey: def ? resourceKeys.lookup(def, label, ids) : ['noReference'],
    queryFn: () => resourceClient.options(def as Readable, { label, ids }),
    enabled: def !== undefined && ids.length > 0,
    staleTime: 30_000,
  });

const useInvalidate = (def: Readable) => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: resourceKeys.all(def) });
};

export const useSaveResource = (def: Def) => {
  const invalidate = useInvalidate(def);
  return useMutation({
    mutationFn: ({
      id,
      input,
      companyId,
      parentId,
      version,
    }: {
      id?: number | string;
      input: ResourceBody;
      companyId?: number;
      /** The parent record a nested row is created under. */
      parentId?: number;
      /** The version of the record the form was filled from. */
      version?: number;
    }) =>
      id === undefined
        ? resourceClient.create(def, input, companyId, parentId)
        : resourceClient.update(def, id, input, version),
    onSuccess: invalidate,
  });
};

export const useRemoveResource = (def: Readable) => {
  const invalidate = useInvalidate(def);
  return useMutation({
    mutationFn: (id: number | string) => resourceClient.remove(def, id),
    onSuccess: invalidate,
  });
};

export const useSetResourceActive = (def: Readable) => {
  const invalidate = useInvalidate(def);
  return useMutation({
    mutationFn: ({ id, active }: { id: number | string; active: boolean }) =>
      resourceClient.setActive(def, id, active),
    onSuccess: invalidate,
  });
};

export const useBulkAction = (def: Def) => {
  const invalidate = useInvalidate(def);
  return useMutation({
    mutationFn: ({ action, ids }: { action: BulkAction; ids: readonly number[] }) =>
      resourceClient.bulk(def, action, ids),
    onSuccess: invalidate,
  });
};
