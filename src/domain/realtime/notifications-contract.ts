// The notifications hub (/hubs/notifications): server pushes only. Import progress goes to the
// user who started the import and to everyone watching that import (its `import` group). A
// change of a record's state (a delivery's status) goes to the staff of the record's company.
import { z } from 'zod';
import { IMPORT_PROGRESS_TARGET, importStatusSchema } from '../tracking/imports/document-import';
import { MACHINE_CHANGED_TARGET, machineChangeSchema } from '../machines/machine-change';
import { defineHubContract } from './hub-contract';

/** A database id: a positive PostgreSQL integer. */
const entityId = z.number().int().positive().max(2_147_483_647);

export const notificationsContract = defineHubContract({
  name: 'notifications',
  methods: {},
  events: {
    [IMPORT_PROGRESS_TARGET]: z.tuple([importStatusSchema]),
    [MACHINE_CHANGED_TARGET]: z.tuple([machineChangeSchema]),
  },
  groups: {
    import: { key: entityId, permission: 'tracking' },
  },
});
