// The import calls of the tracking service (spec section 7), under the kind's prefix (nfe/,
// cte/). Answers are checked with the shared schemas of src/domain/tracking/imports, so the screens only
// see valid data.
import { HTTPError } from 'ky';
import { z } from 'zod';
import {
  beginImportSchema,
  importOccurrenceSchema,
  importStatusSchema,
  type ImportLogView,
  type ImportOccurrence,
  type ImportStatusDto,
} from '@/domain/tracking/imports/document-import';
import type { SheetFormat } from '@/domain/resources/spreadsheet/sheet-declaration';
import type { Page } from '@/domain/auth';
import { ImportRequestError, type ImportId } from '@/machines/document-import-machine';
import { api, errorMessages } from '@/services/api';

const envelope = <T extends z.ZodType>(data: T) => z.object({ data });
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

/** page, pageSize and sort ('field' or '-field') of a server-paginated list. */
export interface ListParams {
  page: number;
  pageSize: number;
  sort?: string;
  search?: string;
  /** The log's view: a count card's outcome or the problems (import logs only). */
  resultado?: ImportLogView;
}

const searchParamsOf = (params: Partial<ListParams>): Record<string, string | number> => {
  const out: Record<string, string | number> = {};
  if (params.page) out.page = params.page;
  if (params.pageSize) out.pageSize = params.pageSize;
  if (params.sort) out.sort = params.sort;
  if (params.search) out.search = params.search;
  if (params.resultado) out.resultado = params.resultado;
  return out;
};

/** An HTTP error becomes the body's `errors`, so the import screen can show them. */
const withAnswerErrors = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HTTPError) throw new ImportRequestError(await errorMessages(error));
    throw error;
  }
};

/** GET nfe/beginImport: opens an import and answers its id. */
export const beginImport = (prefix = 'nfe'): Promise<{ id: number }> =>
  withAnswerErrors(async () => {
    const body = await api.tracking.get(`${prefix}/beginImport`).json();
    return envelope(beginImportSchema).parse(body).data;
  });

/** POST nfe/importzip?id={id}: the zip as the multipart field `file`, with no time-out. */
export const uploadZip = ({ id, file }: { id: ImportId; file: Blob }, prefix = 'nfe'): Promise<void> =>
  withAnswerErrors(async () => {
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'notas.zip');
    await api.tracking.post(`${prefix}/importzip`, {
      searchParams: { id: String(id) },
      body: form,
      timeout: false,
    });
  });

/** GET nfe/get/{id}: where the import is. */
export const fetchImportStatus = async (id: ImportId, prefix = 'nfe'): Promise<ImportStatusDto> => {
  const body = await api.tracking.get(`${prefix}/get/${id}`).json();
  return envelope(importStatusSchema).parse(body).data;
};

/** GET nfe/current: the user's import of the kind still running on the server, or null. */
export const fetchRunningImport = async (prefix = 'nfe'): Promise<ImportStatusDto | null> => {
  const body = await api.tracking.get(`${prefix}/current`).json();
  return envelope(importStatusSchema.nullable()).parse(body).data;
};

/** GET nfe/imports: the company's imports, one page. */
export const listImports = async (params: ListParams, prefix = 'nfe'): Promise<Page<ImportStatusDto>> => {
  const body = await api.tracking.get(`${prefix}/imports`, { searchParams: searchParamsOf(params) }).json();
  return envelope(pageOf(importStatusSchema)).parse(body).data;
};

/** GET nfe/storyDetails/{id}/page: the log of one import, one page. */
export const listOccurrences = async (
  id: ImportId,
  params: ListParams,
  prefix = 'nfe',
): Promise<Page<ImportOccurrence>> => {
  const body = await api.tracking
    .get(`${prefix}/storyDetails/${id}/page`, { searchParams: searchParamsOf(params) })
    .json();
  return envelope(pageOf(importOccurrenceSchema)).parse(body).data;
};

/** Browsers' locales ('pt-BR', 'ar') as the catalogs' languages. */
const languageOf = (locale: string) =>
  locale.startsWith('en') ? 'en' : locale.startsWith('ar') ? 'ar' : 'pt';

/** GET nfe/storyDetails/{id}/export: the log as the screen narrows it (view, search, sort), as a file. */
export const exportImportLog = (
  id: ImportId,
  params: Pick<ListParams, 'sort' | 'search' | 'resultado'>,
  format: SheetFormat,
  locale: string,
  prefix = 'nfe',
): Promise<Blob> =>
  withAnswerErrors(() =>
    api.tracking
      .get(`${prefix}/storyDetails/${id}/export`, {
        searchParams: { ...searchParamsOf(params), format, lang: languageOf(locale) },
        timeout: false,
      })
      .blob(),
  );
