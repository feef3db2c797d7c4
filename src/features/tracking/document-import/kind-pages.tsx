// The CT-e import screens: the NF-e import screens under the CT-e kind (API prefix cte/, addresses
// under /cte, CT-e texts).
import { ImportLogPage } from './import-log-page';
import { CTE_SCREENS, ImportScreenKindProvider, OCOREN_SCREENS } from './import-screen-kind';
import { ImportStatusPage } from './import-status-page';
import { NfeImportPage } from './nfe-import-page';

export const CteImportPage = () => (
  <ImportScreenKindProvider kind={CTE_SCREENS}>
    <NfeImportPage />
  </ImportScreenKindProvider>
);

export const CteImportStatusPage = () => (
  <ImportScreenKindProvider kind={CTE_SCREENS}>
    <ImportStatusPage />
  </ImportScreenKindProvider>
);

export const CteImportLogPage = () => (
  <ImportScreenKindProvider kind={CTE_SCREENS}>
    <ImportLogPage />
  </ImportScreenKindProvider>
);

// The OCOREN (EDI delivery occurrences) import: the same screens under /entregaOcorrencia.
export const OcorenImportPage = () => (
  <ImportScreenKindProvider kind={OCOREN_SCREENS}>
    <NfeImportPage />
  </ImportScreenKindProvider>
);

export const OcorenImportStatusPage = () => (
  <ImportScreenKindProvider kind={OCOREN_SCREENS}>
    <ImportStatusPage />
  </ImportScreenKindProvider>
);

export const OcorenImportLogPage = () => (
  <ImportScreenKindProvider kind={OCOREN_SCREENS}>
    <ImportLogPage />
  </ImportScreenKindProvider>
);
