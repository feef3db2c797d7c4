// The rows of one import's log a screen asks for: a view (a count card's outcome, or the problems)
// and a search, read by the page route and the export alike. The search finds the file name, the
// Portuguese sentence (`descricao`), and the words a person reads in their own language: the
// outcome column's label ("Rejeitada", "Rejected", "مرفوض") and the sentence's wording in the
// request's language (the row's message id, whose text in that language holds the words).
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { Locale } from '../../../../../src/domain/constants';
import {
  IMPORT_OUTCOMES,
  tiposOfOutcomes,
  tiposOfView,
  type ImportLogView,
} from '../../../../../src/domain/tracking/imports/document-import';
import { IMPORT_LOG_MESSAGES } from '../../../../../src/domain/tracking/imports/import-log-message';
import type { Database } from '../../../../db/schema';
import { CATALOGS } from '../../../../catalogs';
import { searchFilter } from '../../../../resources/list-query';

export interface ImportLogFilter {
  importId: number;
  empresaId: number;
  view?: ImportLogView;
  search?: string;
  locale: Locale;
}

/** Lower case without accents, so 'rejeit' meets 'Rejeitada' and 'recusa' meets 'recusá-la'. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The words of a catalog sentence: placeholders and plural syntax left out, branch texts kept. */
const sentenceWords = (template: string) =>
  fold(
    template
      .replace(/\{\s*\w+\s*,\s*(plural|select|selectordinal|number|date)\s*,/g, ' ')
      .replace(/(=\d+|\b(zero|one|two|few|many|other)\b)\s*\{/g, ' ')
      .replace(/\{\s*\w+\s*\}/g, ' ')
      .replace(/[{}#]/g, ' ')
      .replace(/\s+/g, ' '),
  );

/** The label of an outcome in a language, as the outcome column shows it. */
export const outcomeLabel = (outcome: string, locale: Locale) =>
  CATALOGS[locale][`nfeImport.log.outcome.${outcome}`] ?? outcome;

/** Row kinds and message ids whose words in `locale` contain the search. */
export function searchedMeanings(search: string, locale: Locale) {
  const wanted = fold(search.trim());
  const outcomes = IMPORT_OUTCOMES.filter((outcome) => fold(outcomeLabel(outcome, locale)).includes(wanted));
  const messageIds = Object.keys(IMPORT_LOG_MESSAGES).filter((id) => {
    const template = CATALOGS[locale][id];
    return template !== undefined && sentenceWords(template).includes(wanted);
  });
  return { tipos: tiposOfOutcomes(outcomes), messageIds };
}

type LogBuilder = ExpressionBuilder<Database, 'nfeImportOcorrencia'>;

const searchCondition =
  (search: string, locale: Locale) =>
  (eb: LogBuilder): Expression<SqlBool> => {
    const { tipos, messageIds } = searchedMeanings(search, locale);
    const conditions: Expression<SqlBool>[] = [
      searchFilter(['nomeArquivo', 'descricao'], search)(eb) as Expression<SqlBool>,
    ];
    if (tipos.length > 0) conditions.push(eb('tipo', 'in', tipos));
    if (messageIds.length > 0)
      conditions.push(sql<SqlBool>`${sql.ref('mensagem')}->>'id' in (${sql.join(messageIds)})`);
    return eb.or(conditions);
  };

/** The log rows of one import of the company, narrowed by the view and the search. */
export function importLogRows(db: Kysely<Database>, filter: ImportLogFilter) {
  let query = db
    .selectFrom('nfeImportOcorrencia')
    .where('importId', '=', filter.importId)
    .where('empresaId', '=', filter.empresaId);
  if (filter.view) query = query.where('tipo', 'in', tiposOfView(filter.view));
  const search = filter.search?.trim();
  if (search) query = query.where(searchCondition(search, filter.locale));
  return query;
}
