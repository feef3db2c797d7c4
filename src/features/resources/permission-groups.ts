// The permission flags of spec section 6, grouped as the spec lists them, for the user form.
import type { PermissionFlag } from '@/domain/permissions';

export interface PermissionGroup {
  key: 'modules' | 'checklist' | 'cargo' | 'registers' | 'fuel' | 'revision';
  flags: readonly PermissionFlag[];
}

export const PERMISSION_GROUPS: readonly PermissionGroup[] = [
  {
    key: 'modules',
    flags: [
      'accessTripPlan',
      'accessVehicles',
      'adminRms',
      'administrator',
      'checklist',
      'fuelSupply',
      'revision',
      'tracking',
      'workflow',
    ],
  },
  {
    key: 'checklist',
    flags: [
      'checklistFormCreator',
      'checklistTypingForm',
      'checklistPendenciesView',
      'canEditForm',
      'canDeleteForm',
      'canReopenForm',
      'accessJustOwnChecklists',
      'canImportUser',
    ],
  },
  { key: 'cargo', flags: ['cargoKanbamAvaliable', 'cargoExpensesAvaliable', 'accessLoads'] },
  {
    key: 'registers',
    flags: [
      'accessCompany',
      'accessNonAttendanceReason',
      'accessProfile',
      'accessTypeOccurrence',
      'accessTypeOccurrenceExpense',
      'accessTypeVehicle',
      'accessUser',
    ],
  },
  {
    key: 'fuel',
    flags: [
      'accessGasStation',
      'accessFuelConsumptionTarget',
      'accessFuelStock',
      'accessFuelSupply',
      'accessFuelSupplyDashboard',
      'accessFuelSupplyDashboardHorimeter',
    ],
  },
  {
    key: 'revision',
    flags: ['accessRevision', 'accessRevisionDashboard', 'accessRevisionIndex', 'accessRevisionModelCrud'],
  },
];

const GROUPED = new Set<string>(PERMISSION_GROUPS.flatMap((g) => g.flags));
export const isPermissionFlag = (field: string): field is PermissionFlag => GROUPED.has(field);
