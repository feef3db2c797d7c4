// The notifications hub (/hubs/notifications): server pushes only. Import progress goes to the
// user who started the import and to everyone watching that import (its `import` group). A
// change of a record's state (a delivery's status) goes to the staff of the record's company.
import { z } from 'zod/mini';
import { IMPORT_PROGRESS_TARGET } from '../tracking/imports/import-progress-target';
import { importProgressSchema } from '../tracking/imports/import-status';
import { MACHINE_CHANGED_TARGET, machineChangeSchema } from '../machines/machine-change';
import { defineHubContract } from './hub-contract';

/** A database id: a positive PostgreSQL integer. */
const entityId = z.int().check(z.positive(), z.lte(2_147_483_647));

export const notificationsContract = defineHubContract({
  name: 'notifications',
  methods: {},
  events: {
    [IMPORT_PROGRESS_TARGET]: z.tuple([importProgressSchema]),
    [MACHINE_CHANGED_TARGET]: z.tuple([machineChangeSchema]),
  },
  groups: {
    import: { key: entityId, permission: 'tracking' },
  },
});
