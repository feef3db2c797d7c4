// After an OCOREN log sentence about a code no mapping knows: a link to the mapping's create form
// with the carrier and its code filled in, for those who may change the mapping.
import { Anchor } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { can } from '@/domain/permissions';
import { writeRuleOf } from '@/domain/resources/define-resource';
import { RESOURCE_MOUNTS } from '@/domain/resources/resource-mounts';
import type { ImportLogMessage } from '@/domain/tracking/imports/import-log-message';
import { tabelaOcorrenciaDeParaResource } from '@/domain/tracking/resources/tabela-ocorrencia';
import { usePrincipal } from '@/layouts/use-principal';

const UNMAPPED_IDS: readonly string[] = ['importLog.ocoren.unmappedCode', 'importLog.ocoren.unknownCode'];

/** The create form's address for the code a log message names, or null for any other message. */
export function deParaCreateHref(message: ImportLogMessage): string | null {
  if (!UNMAPPED_IDS.includes(message.id)) return null;
  const codigo = message.values?.codigo;
  const transportador = message.values?.transportador;
  if (typeof codigo !== 'string' && typeof codigo !== 'number') return null;
  const query = new URLSearchParams({ codigoTransportador: String(codigo) });
  if (typeof transportador === 'string' && transportador !== '')
    query.set('transportadorCnpj', transportador);
  return `${RESOURCE_MOUNTS.tabelaOcorrenciaDePara.tracking.create}?${query.toString()}`;
}

export function DeParaCreateLink({ message }: { message: ImportLogMessage }) {
  const mayCreate = can(usePrincipal(), writeRuleOf(tabelaOcorrenciaDeParaResource));
  const href = deParaCreateHref(message);
  if (!mayCreate || href === null) return null;
  return (
    <>
      {' '}
      <Anchor component={Link} to={href}>
        <FormattedMessage
          id="ocorrencia.action.createMapping"
          values={{ codigo: <bdi>{String(message.values?.codigo ?? '')}</bdi> }}
        />
      </Anchor>
    </>
  );
}
