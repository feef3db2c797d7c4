// One sentence of an import log in the user's language, from its message id and values; a row
// without a message the catalogs know (logged before, or by a newer server) shows its descricao.
// File names, keys and numbers taken from the documents are isolated (<bdi>), so they keep their
// own direction inside an Arabic sentence.
// An OCOREN code no mapping knows is followed by a link to create its mapping.
import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ImportOccurrence } from '@/domain/tracking/imports/document-import';
import {
  IMPORT_LOG_SEPARATOR_ID,
  isShowableImportLogMessage,
  renderImportLogMessage,
} from '@/domain/tracking/imports/import-log-message';
import { DeParaCreateLink } from '@/features/tracking/ocorrencia/de-para-create-link';

export function ImportLogSentence({ row }: { row: Pick<ImportOccurrence, 'descricao' | 'mensagem'> }) {
  const intl = useIntl();
  const { mensagem } = row;
  if (!mensagem || !isShowableImportLogMessage(mensagem)) return <span dir="auto">{row.descricao}</span>;
  const sentence = renderImportLogMessage<ReactNode>(mensagem, intl.locale, {
    sentence: (id, values) => intl.formatMessage({ id }, values),
    text: (value) => <bdi>{value}</bdi>,
    list: (items) =>
      items.map((item, index) => (
        <Fragment key={index}>
          {index > 0 && intl.formatMessage({ id: IMPORT_LOG_SEPARATOR_ID })}
          {item}
        </Fragment>
      )),
  });
  // A code no mapping knows links to the mapping's form, filled with it.
  return (
    <span>
      {sentence}
      <DeParaCreateLink message={mensagem} />
    </span>
  );
}
