// Every migration, in order. Listed by hand (no directory scan) so it works under tsx and bundlers.
import type { Migration } from 'kysely';
import * as foundation from './0001-foundation';
import * as nfeImport from '../../modules/tracking/migrations/0002-nfe-import';
import * as entregaList from '../../modules/tracking/migrations/0003-entrega-list';
import * as documentImports from '../../modules/tracking/migrations/0004-document-imports';
import * as ocorrencias from '../../modules/tracking/migrations/0005-ocorrencias';
import * as rotaPrazo from '../../modules/tracking/migrations/0006-rota-prazo';
import * as comprovante from '../../modules/tracking/migrations/0007-comprovante';
import * as dashboard from '../../modules/tracking/migrations/0008-dashboard';
import * as emailDelivery from './0009-email-delivery';
import * as importLogMessage from '../../modules/tracking/migrations/0010-import-log-message';
import * as sessionVersion from './0011-session-version';
import * as stateMachines from './0012-state-machines';
import * as fileStore from './0013-file-store';
import * as registerHistory from './0015-register-history';

export const MIGRATIONS: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-nfe-import': nfeImport,
  '0003-entrega-list': entregaList,
  '0004-document-imports': documentImports,
  '0005-ocorrencias': ocorrencias,
  '0006-rota-prazo': rotaPrazo,
  '0007-comprovante': comprovante,
  '0008-dashboard': dashboard,
  '0009-email-delivery': emailDelivery,
  '0010-import-log-message': importLogMessage,
  '0011-session-version': sessionVersion,
  '0012-state-machines': stateMachines,
  '0013-file-store': fileStore,
  '0015-register-history': registerHistory,
};
