// The rules of the shipping company's registers (spec section 6). Their flags sit in the spec's
// "registers and administration" group, whose derived rule is "the checklist or tracking module
// plus the flag" (company, profile, user); these follow the same rule. The disapproved reasons
// have no flag of their own: they are the same kind of register as the non-attendance reasons
// (spec section 3: sequence and display name, listed together in 2.11), so that flag covers both.
import type { PermissionFlag, Principal } from '../permissions';

const registerAccess = (p: Principal, flag: PermissionFlag) =>
  (p.flags.checklist || p.flags.tracking) && p.flags[flag] && !p.isDeliveryClient;

const mayUseABoard = (p: Principal) =>
  p.flags.tracking && (p.flags.cargoKanbamAvaliable || p.flags.cargoExpensesAvaliable) && !p.isDeliveryClient;

const editsBoardLimits = (p: Principal) => p.flags.tracking && p.flags.administrator && !p.isDeliveryClient;

export const SHIPPING_COMPANY_RULES = {
  /** Occurrence types. */
  typeOccurrence: (p: Principal) => registerAccess(p, 'accessTypeOccurrence'),
  /** Non-attendance and disapproved reasons. */
  nonAttendanceReason: (p: Principal) => registerAccess(p, 'accessNonAttendanceReason'),
  /** Cargo expense occurrences (the kinds of expense a cargo may have). */
  typeOccurrenceExpense: (p: Principal) => registerAccess(p, 'accessTypeOccurrenceExpense'),
  /** Vehicle types. */
  typeVehicle: (p: Principal) => registerAccess(p, 'accessTypeVehicle'),
  /**
   * Reading the kanbans' limits: whoever may use the cargo board or the expense board, and whoever
   * may change them (below).
   */
  boardLimits: (p: Principal) => mayUseABoard(p) || editsBoardLimits(p),
  /**
   * Changing them: company-wide settings of the boards with no flag of their own in section 6, so,
   * as the deadline rules (editDeadlineRules), the tracking module plus the administrator flag.
   */
  editBoardLimits: (p: Principal) => editsBoardLimits(p),
} as const satisfies Record<string, (p: Principal) => boolean>;
