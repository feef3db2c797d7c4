// The spreadsheet buttons of a list's header: the list as CSV or XLSX (narrowed, searched and
// sorted as shown, every page), and, for a user who may import into the register, its import:
// the layout's own import screen when it has one, else a dialog over the list.
import { useState } from 'react';
import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileDownload, IconFileSpreadsheet, IconFileUpload } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  isWritable,
  type ReadableResource,
  type ResourceDefinition,
} from '@/domain/resources/define-resource';
import type { MountLayout } from '@/domain/resources/resource-mounts';
import type { SheetFormat } from '@/domain/resources/spreadsheet/sheet-declaration';
import { mayImport } from '@/domain/resources/spreadsheet/sheet-import';
import { usePrincipal } from '@/layouts/use-principal';
import { errorMessages } from '@/services/api';
import type { ResourceListQuery } from '@/services/resource-client';
import { resourceSheetClient } from '@/services/resource-sheet-client';
import { downloadBlob } from '@/ui/download-blob';
import { importHref, pathsOf } from '../resource-paths';
import { useImportTitle } from './import-title';
import { ResourceImportPanel } from './resource-import-panel';

const today = () => new Date().toISOString().slice(0, 10);

export interface ResourceSheetActionsProps {
  def: ReadableResource;
  layout: MountLayout;
  /** The list as the screen shows it. */
  query: ResourceListQuery;
  onError: (message: string) => void;
}

/** The import in a dialog over the list, for a layout without an import screen of its own. */
function ImportDialogButton({ def, companyId }: { def: ResourceDefinition; companyId?: number }) {
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery('(max-width: 36em)');
  const title = useImportTitle(def);
  return (
    <>
      <Button variant="default" leftSection={<IconFileUpload size={16} />} onClick={() => setOpened(true)}>
        <FormattedMessage id="engine.sheet.import" />
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={title} size="xl" fullScreen={phone}>
        <ResourceImportPanel def={def} companyId={companyId} />
      </Modal>
    </>
  );
}

/** The list, or the rows of it given by `ids`, as a file in the user's language. */
function useListExport({ def, query, onError }: Omit<ResourceSheetActionsProps, 'layout'>) {
  const intl = useIntl();
  const [busy, setBusy] = useState<SheetFormat | null>(null);
  const exportList = async (format: SheetFormat, ids?: readonly number[]) => {
    setBusy(format);
    try {
      const file = await resourceSheetClient.exportList(def, query, format, intl.locale, ids);
      downloadBlob(file, `${def.name}-${today()}.${format}`);
    } catch (error) {
      const messages = await errorMessages(error).catch(() => []);
      onError(messages.join(' ') || intl.formatMessage({ id: 'engine.sheet.exportFailed' }));
    } finally {
      setBusy(null);
    }
  };
  return { busy, exportList };
}

/** The selection bar's export: the selected rows only, as CSV or XLSX. */
export function ResourceSelectionExport({
  ids,
  ...props
}: Omit<ResourceSheetActionsProps, 'layout'> & { ids: readonly number[] }) {
  const { busy, exportList } = useListExport(props);
  return (
    <>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          size="xs"
          variant="light"
          leftSection={format === 'csv' ? <IconFileDownload size={14} /> : <IconFileSpreadsheet size={14} />}
          loading={busy === format}
          disabled={busy !== null}
          onClick={() => void exportList(format, ids)}
        >
          <FormattedMessage id={`engine.bulk.export.${format}`} />
        </Button>
      ))}
    </>
  );
}

export function ResourceSheetActions({ def, layout, query, onError }: ResourceSheetActionsProps) {
  const principal = usePrincipal();
  const { busy, exportList } = useListExport({ def, query, onError });

  const importPath = isWritable(def)
    ? importHref(pathsOf(def, layout), { companyId: query.companyId })
    : undefined;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileDownload size={16} />}
        loading={busy === 'csv'}
        disabled={busy !== null}
        onClick={() => void exportList('csv')}
      >
        <FormattedMessage id="engine.sheet.exportCsv" />
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} />}
        loading={busy === 'xlsx'}
        disabled={busy !== null}
        onClick={() => void exportList('xlsx')}
      >
        <FormattedMessage id="engine.sheet.exportXlsx" />
      </Button>
      {isWritable(def) &&
        mayImport(def, principal) &&
        (importPath ? (
          <Button
            variant="default"
            component={Link}
            to={importPath}
            leftSection={<IconFileUpload size={16} />}
          >
            <FormattedMessage id="engine.sheet.import" />
          </Button>
        ) : (
          <ImportDialogButton def={def} companyId={query.companyId} />
        ))}
    </>
  );
}
