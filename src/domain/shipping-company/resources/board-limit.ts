// The kanbans' limits per company (beyond the spec): for a board (the loads' or the expenses') and
// one of its statuses, a WIP limit (the column warns above it) and a time-in-column limit in hours
// (cards longer than it in the status are marked). One row per company, board and status; at
// least one of the two limits. The status must be one of the chosen board's: the form offers only
// those, the hooks refuse any other (server/modules/shipping-company/board-limits/).
import { z } from 'zod';
import { INTEGER_LIMIT } from '../../constants';
import { ALL_BOARD_STATUSES, BOARD_KINDS } from '../board-limits';
import { defineResource } from '../../resources/define-resource';
import { SHIPPING_COMPANY_MOUNTS } from './mounts';
import { optional } from './optional-fields';

const wholeLimit = optional(z.number().int().min(1).max(INTEGER_LIMIT));

export const boardLimitInput = z.object({
  quadro: z.enum(BOARD_KINDS, { message: 'resource.boardLimit.error.quadro' }),
  status: z.enum(ALL_BOARD_STATUSES, { message: 'resource.boardLimit.error.status' }),
  limiteWip: wholeLimit,
  limiteHoras: wholeLimit,
});

export const boardLimitSchema = z.object({
  id: z.number().int(),
  quadro: z.enum(BOARD_KINDS),
  status: z.enum(ALL_BOARD_STATUSES),
  limiteWip: z.number().int().nullish(),
  limiteHoras: z.number().int().nullish(),
});

export const boardLimitResource = defineResource({
  name: 'boardLimit',
  service: 'tracking',
  table: 'board_limit',
  schema: boardLimitSchema,
  input: boardLimitInput,
  columns: ['quadro', 'status', 'limiteWip', 'limiteHoras'],
  columnFormats: { limiteWip: 'integer', limiteHoras: 'integer' },
  fields: [
    { name: 'quadro', kind: 'select', required: true, options: BOARD_KINDS },
    // The form narrows these to the chosen board's (board-limit-form-page.tsx).
    { name: 'status', kind: 'select', required: true, options: ALL_BOARD_STATUSES },
    { name: 'limiteWip', kind: 'integer' },
    { name: 'limiteHoras', kind: 'integer' },
  ],
  searchable: [],
  sortable: ['quadro', 'status', 'limiteWip', 'limiteHoras'],
  defaultSort: 'quadro',
  // Whoever may use a board reads its limits; changing them is the administrator's.
  permission: 'boardLimits',
  writePermission: 'editBoardLimits',
  tenancy: 'company',
  activatable: false,
  versioned: true,
  audited: true,
  bulkActions: ['delete'],
  mounts: SHIPPING_COMPANY_MOUNTS.boardLimit,
});
