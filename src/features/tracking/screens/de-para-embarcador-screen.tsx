// /tabelaOcorrenciaDePara/deParaEmbarcador: the company's occurrence mapping (the resource
// engine's list) with its CSV/XLSX export and import below (features meet here, never in each other).
import { Paper, Stack } from '@mantine/core';
import { tabelaOcorrenciaDeParaResource } from '@/domain/tracking/resources/tabela-ocorrencia';
import { DeParaFilePanel } from '@/features/tracking/ocorrencia/de-para-file-panel';
import { ProcedaTableLink } from '@/features/tracking/ocorrencia/proceda-table-link';
import ResourceListPage from '@/features/resources/resource-list-page';

export function DeParaEmbarcadorScreen() {
  return (
    <Stack gap="md">
      {/* The file panel below is this screen's export and import, in the de-para file's format. */}
      <ResourceListPage
        def={tabelaOcorrenciaDeParaResource}
        headerActions={ProcedaTableLink}
        spreadsheets={false}
      />
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <DeParaFilePanel />
        </Stack>
      </Paper>
    </Stack>
  );
}
