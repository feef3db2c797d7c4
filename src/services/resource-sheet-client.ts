// A resource's spreadsheets: its list as a file (the list's own query, every page), its import
// template, and the import of a file (checked first, then written), the report checked with the
// shared schema. `lang` asks the server for titles, words and refusals in the user's language.
import { z } from 'zod';
import type { Locale } from '@/domain/constants';
import type { ReadableResource, ResourceDefinition } from '@/domain/resources/define-resource';
import type { ImportMode, SheetFormat } from '@/domain/resources/spreadsheet/sheet-declaration';
import { sheetImportReportSchema, type SheetImportReport } from '@/domain/resources/spreadsheet/sheet-report';
import { api } from './api';
import { searchParamsOf, type ResourceListQuery } from './resource-client';

/** Browsers' locales ('pt-BR', 'ar') as the catalogs' languages. */
const languageOf = (locale: string): Locale =>
  locale.startsWith('en') ? 'en' : locale.startsWith('ar') ? 'ar' : 'pt';

export const resourceSheetClient = {
  /**
   * The list narrowed, searched and sorted as `query` says, all of it: paging is left out. With
   * `ids`, only those rows of it (the rows selected on the screen).
   */
  async exportList(
    def: ReadableResource,
    query: ResourceListQuery,
    format: SheetFormat,
    locale: string,
    ids?: readonly number[],
  ): Promise<Blob> {
    const { page: _page, pageSize: _pageSize, ...list } = query;
    const searchParams: Record<string, string | number> = {
      ...searchParamsOf(list),
      format,
      lang: languageOf(locale),
    };
    if (ids && ids.length > 0) searchParams.ids = ids.join(',');
    return api[def.service].get(`${def.name}/export`, { searchParams }).blob();
  },

  async template(def: ResourceDefinition, format: SheetFormat, locale: string): Promise<Blob> {
    return api[def.service]
      .get(`${def.name}/import/template`, { searchParams: { format, lang: languageOf(locale) } })
      .blob();
  },

  /** Sends the file as it is: the server tells CSV from XLSX by its bytes and checks every row. */
  async importFile(
    def: ResourceDefinition,
    file: Blob,
    mode: ImportMode,
    companyId?: number,
  ): Promise<SheetImportReport> {
    const form = new FormData();
    form.append('file', file);
    const searchParams: Record<string, string | number> = { mode };
    if (companyId !== undefined) searchParams.companyId = companyId;
    const body = await api[def.service].post(`${def.name}/import`, { body: form, searchParams }).json();
    return z.object({ data: sheetImportReportSchema }).parse(body).data;
  },
};
