// The CT-e import screens: the NF-e import screens under the CT-e kind (API prefix cte/, addresses
// under /cte, CT-e texts).
import { ImportLogPage } from './import-log-page';
import { CTE_SCREENS, ImportScreenKindProvider } from './import-screen-kind';
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
