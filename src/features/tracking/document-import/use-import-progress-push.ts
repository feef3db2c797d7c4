// Import progress pushed by the notifications hub: each message is checked with the shared
// schema before a screen sees it; anything else is ignored.
import { useEffect, useRef } from 'react';
import {
  IMPORT_PROGRESS_TARGET,
  importStatusSchema,
  type ImportStatusDto,
} from '@/domain/tracking/imports/document-import';
import { onHubMessage } from '@/services/notifications-hub';

export function useImportProgressPush(onStatus: (status: ImportStatusDto) => void) {
  const latest = useRef(onStatus);
  useEffect(() => {
    latest.current = onStatus;
  }, [onStatus]);

  useEffect(
    () =>
      onHubMessage(IMPORT_PROGRESS_TARGET, (value) => {
        const parsed = importStatusSchema.safeParse(value);
        if (parsed.success) latest.current(parsed.data);
      }),
    [],
  );
}
