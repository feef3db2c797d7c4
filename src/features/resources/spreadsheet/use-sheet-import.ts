// The import screen's workflow: the shared sheetImportMachine with the register's import call in
// the user's language, and a fresh list once rows were written.
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { HTTPError } from 'ky';
import { fromPromise } from 'xstate';
import type { ResourceDefinition } from '@/domain/resources/define-resource';
import type { SheetImportReport } from '@/domain/resources/spreadsheet/sheet-report';
import { sheetImportMachine, type SheetCallInput } from '@/machines/sheet-import-machine';
import { errorMessages } from '@/services/api';
import { resourceKeys } from '@/services/resource-client';
import { resourceSheetClient } from '@/services/resource-sheet-client';

export function useSheetImport(def: ResourceDefinition, companyId?: number) {
  const queryClient = useQueryClient();
  return useMachine(
    sheetImportMachine.provide({
      actors: {
        sendFile: fromPromise<SheetImportReport, SheetCallInput>(async ({ input }) => {
          try {
            const report = await resourceSheetClient.importFile(def, input.file, input.mode, companyId);
            if (report.written) await queryClient.invalidateQueries({ queryKey: resourceKeys.all(def) });
            return report;
          } catch (error) {
            // The server's own words (a refused file, a missing permission) reach the screen.
            if (!(error instanceof HTTPError)) throw error;
            const errors = await errorMessages(error);
            throw Object.assign(new Error(errors.join(' ')), { errors });
          }
        }),
      },
    }),
  );
}
