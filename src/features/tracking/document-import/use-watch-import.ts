// Joins the import's group of the notifications hub while its screen is open, so its progress
// arrives whoever started the import (the server refuses an import of another company).
import { useEffect } from 'react';
import { watchImport } from '@/services/notifications-hub';

export function useWatchImport(id: string) {
  useEffect(() => {
    const importId = Number(id);
    if (!Number.isInteger(importId) || importId <= 0) return;
    return watchImport(importId);
  }, [id]);
}
