// The tracking module's migrations. Their names are recorded in kysely_migration by every database
// that ran them, so a name never changes; server/db/migrations/index.ts merges them with the
// platform's and every other module's, in name order.
import type { Migration } from 'kysely';
import * as nfeImport from './0002-nfe-import';
import * as entregaList from './0003-entrega-list';
import * as documentImports from './0004-document-imports';
import * as ocorrencias from './0005-ocorrencias';
import * as rotaPrazo from './0006-rota-prazo';
import * as comprovante from './0007-comprovante';
import * as dashboard from './0008-dashboard';
import * as importLogMessage from './0010-import-log-message';
import * as entregaSemPrazo from './0050-entrega-sem-prazo';
import * as entregaImport from './0051-entrega-import';
import * as entregaListColumns from './0054-entrega-list-columns';
import * as receiptReceiver from './0057-receipt-receiver';
import * as codigoTransportadorTexto from './0052-codigo-transportador-texto';
import * as entregaSituacao from './0061-entrega-situacao';
import * as entregaChildLists from './0088-entrega-child-lists';
import * as entregaListaFlat from './0089-entrega-lista-flat';
import * as entregaCidadePalavras from './0090-entrega-cidade-palavras';

export const TRACKING_MIGRATIONS: Record<string, Migration> = {
  '0002-nfe-import': nfeImport,
  '0003-entrega-list': entregaList,
  '0004-document-imports': documentImports,
  '0005-ocorrencias': ocorrencias,
  '0006-rota-prazo': rotaPrazo,
  '0007-comprovante': comprovante,
  '0008-dashboard': dashboard,
  '0010-import-log-message': importLogMessage,
  '0050-entrega-sem-prazo': entregaSemPrazo,
  '0051-entrega-import': entregaImport,
  '0054-entrega-list-columns': entregaListColumns,
  '0057-receipt-receiver': receiptReceiver,
  '0052-codigo-transportador-texto': codigoTransportadorTexto,
  '0061-entrega-situacao': entregaSituacao,
  '0088-entrega-child-lists': entregaChildLists,
  '0089-entrega-lista-flat': entregaListaFlat,
  '0090-entrega-cidade-palavras': entregaCidadePalavras,
};
