// The title of a register's import: its own (resource.<name>.importTitle), else "Importar: <title>".
import { useIntl } from 'react-intl';
import type { ReadableResource } from '@/domain/resources/define-resource';

export function useImportTitle(def: ReadableResource): string {
  const intl = useIntl();
  const own = `resource.${def.name}.importTitle`;
  if (intl.messages[own]) return intl.formatMessage({ id: own });
  const title = intl.formatMessage({ id: `resource.${def.name}.title` });
  return intl.formatMessage({ id: 'engine.sheet.importTitle' }, { title });
}
