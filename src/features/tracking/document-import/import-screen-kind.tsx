// Which document import the screens show: the kind decides the API prefix, the screens' own
// addresses, the texts that name the document and the files the chooser offers (and its icon). The
// NF-e import is the default, so the screens and their tests work without a provider; the CT-e and
// OCOREN routes wrap the same screens in a provider (see kind-pages.tsx).
import { createContext, type ReactNode, useContext } from 'react';
import { IconFileUpload, IconFileZip, type Icon } from '@tabler/icons-react';

export interface ImportScreenKind {
  /** Route prefix of the tracking API: nfe/beginImport, cte/beginImport ... */
  api: 'nfe' | 'cte' | 'entregaOcorrencia';
  /** Addresses of the screens: <base>/import, <base>/importStatus/{id}, <base>/importLog/{id}/{t}. */
  base: string;
  titleId: string;
  filePlaceholderId: string;
  successId: string;
  /** The file chooser's accept attribute. */
  accept: string;
  /** The file chooser's icon: a zip only where the kind takes nothing but a zip. */
  fileIcon: Icon;
  /** Its imports create deliveries (NF-e), so the screens link to the deliveries one created. */
  createsDeliveries: boolean;
}

export const NFE_SCREENS: ImportScreenKind = {
  api: 'nfe',
  base: '/notaFiscal',
  titleId: 'nfeImport.title',
  filePlaceholderId: 'nfeImport.filePlaceholder',
  successId: 'nfeImport.success',
  accept: '.zip,application/zip',
  fileIcon: IconFileZip,
  createsDeliveries: true,
};

export const CTE_SCREENS: ImportScreenKind = {
  api: 'cte',
  base: '/cte',
  titleId: 'cteImport.title',
  filePlaceholderId: 'cteImport.filePlaceholder',
  successId: 'cteImport.success',
  accept: '.zip,.xml,application/zip,application/xml,text/xml',
  fileIcon: IconFileUpload,
  createsDeliveries: false,
};

/** EDI delivery occurrences (PROCEDA OCOREN): one .txt file or a zip of them. */
export const OCOREN_SCREENS: ImportScreenKind = {
  api: 'entregaOcorrencia',
  base: '/entregaOcorrencia',
  titleId: 'ocorenImport.title',
  filePlaceholderId: 'ocorenImport.filePlaceholder',
  successId: 'ocorenImport.success',
  accept: '.zip,.txt,application/zip,text/plain',
  fileIcon: IconFileUpload,
  createsDeliveries: false,
};

const ImportScreenKindContext = createContext<ImportScreenKind>(NFE_SCREENS);

export function ImportScreenKindProvider({
  kind,
  children,
}: {
  kind: ImportScreenKind;
  children: ReactNode;
}) {
  return <ImportScreenKindContext.Provider value={kind}>{children}</ImportScreenKindContext.Provider>;
}

export const useImportScreenKind = () => useContext(ImportScreenKindContext);
