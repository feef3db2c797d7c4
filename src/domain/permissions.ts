// Login permission flags (spec section 6) and the rules derived from them. The SPA uses these
// to hide what is forbidden; the server uses the very same functions to answer 403.
import { LOGISTICS_RULES } from './logistics/permissions';
import { SHIPPING_COMPANY_RULES } from './shipping-company/permissions';
import { SUPPORT_RULES, SUPPORT_RULES_FOR_EVERY_USER } from './support/permissions';

/** The login flags of spec section 6, in the spec's groups (the user form shows them so). */
export const PERMISSION_GROUPS = {
  modules: [
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
  checklist: [
    'checklistFormCreator',
    'checklistTypingForm',
    'checklistPendenciesView',
    'canEditForm',
    'canDeleteForm',
    'canReopenForm',
    'accessJustOwnChecklists',
    'canImportUser',
  ],
  cargo: ['cargoKanbamAvaliable', 'cargoExpensesAvaliable', 'accessLoads'],
  registers: [
    'accessCompany',
    'accessNonAttendanceReason',
    'accessProfile',
    'accessTypeOccurrence',
    'accessTypeOccurrenceExpense',
    'accessTypeVehicle',
    'accessUser',
  ],
  fuel: [
    'accessGasStation',
    'accessFuelConsumptionTarget',
    'accessFuelStock',
    'accessFuelSupply',
    'accessFuelSupplyDashboard',
    'accessFuelSupplyDashboardHorimeter',
  ],
  revision: ['accessRevision', 'accessRevisionDashboard', 'accessRevisionIndex', 'accessRevisionModelCrud'],
} as const;
export type PermissionGroupKey = keyof typeof PERMISSION_GROUPS;

export const PERMISSION_FLAGS = Object.values(PERMISSION_GROUPS).flat();

export type PermissionFlag = (typeof PERMISSION_GROUPS)[PermissionGroupKey][number];

const FLAG_SET = new Set<string>(PERMISSION_FLAGS);
export const isPermissionFlag = (field: string): field is PermissionFlag => FLAG_SET.has(field);
export type PermissionFlags = Record<PermissionFlag, boolean>;

export const noFlags = (): PermissionFlags =>
  Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, false])) as PermissionFlags;

export const allFlags = (): PermissionFlags =>
  Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, true])) as PermissionFlags;

/**
 * Flags as a row holds them: a user's own columns, or one profile's. A flag left out, or null
 * (a database aggregate over no row), is not held.
 */
export type FlagValues = Readonly<Partial<Record<PermissionFlag, boolean | null>>>;

/** The flags of a row that also holds other columns (a user, a profile), each true or false. */
export const flagsOf = (row: Readonly<Record<string, unknown>>): PermissionFlags =>
  Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, row[f] === true])) as PermissionFlags;

/**
 * The flags a user acts with: their own plus those of every active profile they belong to in the
 * company their session is for. A union, so a profile only ever adds: taking a flag away from a
 * user who holds it on their own row is done on that row. The one place the effective flags are
 * derived: the server builds every principal (the login answer, each request's session, the
 * hub's rechecks, the user a manager acts on) through it, and the SPA reads the login answer.
 */
export const effectiveFlags = (own: FlagValues, profiles: readonly FlagValues[]): PermissionFlags =>
  Object.fromEntries(
    PERMISSION_FLAGS.map((f) => [f, own[f] === true || profiles.some((profile) => profile[f] === true)]),
  ) as PermissionFlags;

/** Who is asking: the flags of the login plus the RMS-user flag the server reports. */
export interface Principal {
  flags: PermissionFlags;
  isRms: boolean;
  /** Signed in through the tracking-client door: sees only the client portal. */
  isDeliveryClient?: boolean;
}

/**
 * A vendor (RMS) administrator: a user of the vendor's kind holding adminRms. The kind is set only
 * by the vendor, so a customer that sets adminRms on its own users gains nothing from it.
 */
export const isVendorAdministrator = (p: Principal): boolean =>
  p.isRms && p.flags.adminRms && !p.isDeliveryClient;

/**
 * Whether the principal really holds a flag, as far as granting it goes. adminRms counts only
 * for a vendor administrator: customer users may carry it from before, and it must never spread.
 */
export const holdsFlag = (p: Principal, flag: PermissionFlag): boolean =>
  flag === 'adminRms' ? isVendorAdministrator(p) : p.flags[flag];

/** The flags the principal may give to or take from a user: exactly those it holds. */
export const grantableFlags = (p: Principal): PermissionFlag[] =>
  PERMISSION_FLAGS.filter((flag) => holdsFlag(p, flag));

/**
 * The flags a write changes (from `before`, or from none on a create) that the actor does not
 * hold. Only changes count: the user form sends every flag, unchanged ones included.
 */
export const ungrantableChanges = (
  actor: Principal,
  before: Partial<PermissionFlags> | null,
  after: Partial<PermissionFlags>,
): PermissionFlag[] =>
  PERMISSION_FLAGS.filter(
    (flag) =>
      after[flag] !== undefined && after[flag] !== (before?.[flag] ?? false) && !holdsFlag(actor, flag),
  );

/**
 * The flags a user holds that the actor does not. Changing such a user's password, login or
 * status would let the actor borrow (or take away) powers it was never given.
 */
export const flagsBeyond = (actor: Principal, target: Principal): PermissionFlag[] =>
  PERMISSION_FLAGS.filter((flag) => holdsFlag(target, flag) && !holdsFlag(actor, flag));

/**
 * The flags set in `flags` (a profile's) that the actor does not hold. Putting a user in a profile,
 * taking them out, or deleting, activating or deactivating a profile gives or takes every flag
 * of the profile, so each of them is a grant under the rule above.
 */
export const unheldFlags = (actor: Principal, flags: FlagValues): PermissionFlag[] =>
  PERMISSION_FLAGS.filter((flag) => flags[flag] === true && !holdsFlag(actor, flag));

const checklistWith = (p: Principal, flag: PermissionFlag) =>
  p.flags.checklist && (p.flags.administrator || p.flags[flag]);
const checklistAnd = (p: Principal, flag: PermissionFlag) => p.flags.checklist && p.flags[flag];
const trackingAnd = (p: Principal, flag: PermissionFlag) => p.flags.tracking && p.flags[flag];
const registerAccess = (p: Principal, flag: PermissionFlag) =>
  (p.flags.checklist || p.flags.tracking) && p.flags[flag];

/** Every derived rule of spec section 6, by name. */
export const RULES = {
  viewPendencies: (p: Principal) => checklistWith(p, 'checklistPendenciesView'),
  createForms: (p: Principal) => checklistWith(p, 'checklistFormCreator'),
  fillForms: (p: Principal) => checklistWith(p, 'checklistTypingForm'),
  editForms: (p: Principal) => checklistAnd(p, 'canEditForm'),
  deleteForms: (p: Principal) => checklistAnd(p, 'canDeleteForm'),
  reopenForms: (p: Principal) => checklistAnd(p, 'canReopenForm'),
  justOwnChecklists: (p: Principal) => checklistAnd(p, 'accessJustOwnChecklists'),
  shipper: (p: Principal) => trackingAnd(p, 'accessLoads'),
  cargoExpenses: (p: Principal) => trackingAnd(p, 'cargoExpensesAvaliable'),
  cargoKanban: (p: Principal) => trackingAnd(p, 'cargoKanbamAvaliable'),
  company: (p: Principal) => registerAccess(p, 'accessCompany'),
  profile: (p: Principal) => registerAccess(p, 'accessProfile'),
  user: (p: Principal) => registerAccess(p, 'accessUser'),
  importUser: (p: Principal) => registerAccess(p, 'canImportUser'),
  gasStation: (p: Principal) => p.flags.fuelSupply && p.flags.accessGasStation,
  fuelConsumptionTarget: (p: Principal) => p.flags.fuelSupply && p.flags.accessFuelConsumptionTarget,
  fuelStock: (p: Principal) => p.flags.fuelSupply && p.flags.accessFuelStock,
  fuelSupply: (p: Principal) => p.flags.fuelSupply && p.flags.accessFuelSupply,
  fuelSupplyDashboard: (p: Principal) => p.flags.fuelSupply && p.flags.accessFuelSupplyDashboard,
  fuelSupplyDashboardHorimeter: (p: Principal) =>
    p.flags.fuelSupply && p.flags.accessFuelSupplyDashboardHorimeter,
  revision: (p: Principal) => p.flags.revision && p.flags.accessRevision,
  revisionDashboard: (p: Principal) => p.flags.revision && p.flags.accessRevisionDashboard,
  revisionIndex: (p: Principal) => p.flags.revision && p.flags.accessRevisionIndex,
  revisionModelCrud: (p: Principal) => p.flags.revision && p.flags.accessRevisionModelCrud,
  /** The tracking module's own work (imports, deliveries); never a delivery client's. */
  tracking: (p: Principal) => p.flags.tracking && !p.isDeliveryClient,
  /**
   * Changing the standard PROCEDA code table, which every company shares: only the vendor's own
   * administrators. Vendor status comes from the user's kind, which no customer screen sets.
   */
  editStandardCodes: (p: Principal) => isVendorAdministrator(p),
  /**
   * Changing the company's deadline-per-route table: every NF-e import and the recomputation of
   * open deliveries read it, so it is company-wide configuration. The spec has no deadline flag,
   * so its administrator flag decides; any tracking user still reads the table.
   */
  editDeadlineRules: (p: Principal) => p.flags.tracking && p.flags.administrator && !p.isDeliveryClient,
  /**
   * Changing the company's occurrence mapping (de-para), which decides the delivery status every
   * OCOREN import sets. The spec's flag for occurrence types is accessTypeOccurrence; as for the
   * checklist items, administrator also grants it.
   */
  editOccurrenceMapping: (p: Principal) =>
    p.flags.tracking && (p.flags.administrator || p.flags.accessTypeOccurrence) && !p.isDeliveryClient,
  /** hasAccessCompany: the Company menu entry and the clickable company name. */
  hasAccessCompany: (p: Principal) => p.flags.accessCompany,
  /** The company-selection modal opens for company access or an RMS user. */
  switchCompany: (p: Principal) => p.flags.accessCompany || p.isRms,
  // One line per module whose registers have rules of their own.
  ...SHIPPING_COMPANY_RULES,
  ...SUPPORT_RULES,
  ...LOGISTICS_RULES,
} as const satisfies Record<string, (p: Principal) => boolean>;

export type Rule = keyof typeof RULES;

/**
 * The rules a signed-in user passes without any flag (talking to the company's support about
 * one's own matters). Every other rule needs a flag: the permission tests check both.
 */
export const RULES_FOR_EVERY_USER: readonly Rule[] = [...SUPPORT_RULES_FOR_EVERY_USER];

export const can = (p: Principal, rule: Rule): boolean => RULES[rule](p);

const FUEL_RULES: Rule[] = [
  'gasStation',
  'fuelConsumptionTarget',
  'fuelStock',
  'fuelSupply',
  'fuelSupplyDashboard',
  'fuelSupplyDashboardHorimeter',
];
const REVISION_RULES: Rule[] = ['revision', 'revisionDashboard', 'revisionIndex', 'revisionModelCrud'];

/** The fuel and revision menus show if any of their items is allowed. */
export const showFuelMenu = (p: Principal) => FUEL_RULES.some((r) => can(p, r));
export const showRevisionMenu = (p: Principal) => REVISION_RULES.some((r) => can(p, r));
