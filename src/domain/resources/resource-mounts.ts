// Where each register's screens live, per layout. A register is declared once and mounted in
// every layout that shows it, each with that layout's own paths (the spec's route lists), so a
// user editing the company from the checklist's user menu stays in the checklist's sidebar.
// Plain data without zod: the SPA's route table reads it before any declaration is loaded.
import { SHIPPING_COMPANY_MOUNTS } from '../shipping-company/resources/mounts';
import { CHECKLIST_MOUNTS } from '../checklist/resources/mounts';
import { TRACKING_CLIENT_MOUNTS } from '../tracking-client/resources/mounts';

/** The layouts that mount register screens (keys of src/layouts/*-layout.tsx). */
export const MOUNT_LAYOUTS = ['tracking', 'workflow', 'checklist', 'shippingCompany', 'bi'] as const;
export type MountLayout = (typeof MOUNT_LAYOUTS)[number];

/** A register's screens in one layout; a layout may mount only some (the BI area edits only). */
export interface ResourcePaths {
  list?: string;
  create?: string;
  /** The edit screen, with `:id` (and `:companyId` for a company's child rows). */
  edit?: string;
  /**
   * The screens of the form sections drawn on their own (FormSection.screen), by section key:
   * a profile's flags at `/workflow/profile/profileRelease/:id/:name`.
   */
  sections?: Readonly<Record<string, string>>;
  /**
   * A screen of its own for the spreadsheet import (the spec's user/importUser); without one the
   * list opens the import in a dialog.
   */
  import?: string;
}

/**
 * A register's screens in each layout whose route list names them (spec section 2): the platform's
 * registers in the main tracking layout and others, a module's registers in its own layout (the
 * profiles are mounted only where the layouts' lists name them).
 */
export type ResourceMounts = { readonly [L in MountLayout]?: Readonly<ResourcePaths> };

/** The list, create and edit screens under one base path, as the spec's route lists name them. */
export const crud = (base: string, list = 'list'): Required<Omit<ResourcePaths, 'sections' | 'import'>> => ({
  list: `${base}/${list}`,
  create: `${base}/create`,
  edit: `${base}/edit/:id`,
});

const profileScreens = (base: string): ResourcePaths => ({
  ...crud(base, 'all'),
  sections: { permissionFlags: `${base}/profileRelease/:id/:name` },
});

export const RESOURCE_MOUNTS = {
  empresa: {
    tracking: crud('/empresa'),
    workflow: crud('/workflow/company', 'all'),
    checklist: crud('/checklist/company'),
    shippingCompany: crud('/trackingShippingCompany/company'),
    bi: { edit: '/bi/company/edit/:id' },
  },
  empresaBi: {
    tracking: {
      list: '/empresa/bi/:companyId',
      create: '/empresa/bicreate/:companyId',
      edit: '/empresa/biedit/:id/:companyId',
    },
    checklist: {
      list: '/checklist/company/bi/:companyId',
      create: '/checklist/company/bicreate/:companyId',
      edit: '/checklist/company/biedit/:id/:companyId',
    },
  },
  usuario: {
    tracking: { list: '/usuario/list', create: '/user/create', edit: '/usuario/edit/:id' },
    workflow: { ...crud('/workflow/user'), import: '/workflow/user/importUser' },
    checklist: { ...crud('/checklist/user'), import: '/checklist/user/importUser' },
    shippingCompany: crud('/trackingShippingCompany/user'),
    bi: { import: '/bi/user/importUser' },
  },
  rotaPrazoEntrega: {
    tracking: {
      list: '/rotaPrazoEntrega/list',
      create: '/rotaPrazoEntrega/edit',
      edit: '/rotaPrazoEntrega/edit/:id',
    },
  },
  // Spec 2.5, 2.8 and 2.11: profile all, create, edit/{id} and profileRelease/{id}/{name}, where
  // the profile's flags are granted; the tracking layout's list names no profile screen.
  perfil: {
    workflow: profileScreens('/workflow/profile'),
    checklist: profileScreens('/checklist/profile'),
    shippingCompany: profileScreens('/trackingShippingCompany/profile'),
  },
  tabelaOcorrenciaProceda: { tracking: crud('/tabelaOcorrenciaProceda') },
  tabelaOcorrenciaDePara: { tracking: crud('/tabelaOcorrenciaDePara') },
  // Shown in the tracking layout with no screen of the engine's: the delivery list's saved filter
  // bar (src/features/tracking/saved-filters) lists, saves, renames and deletes a user's sets.
  filtroSalvo: { tracking: {} },
  // One line per module whose registers are mounted in its own layout.
  ...SHIPPING_COMPANY_MOUNTS,
  ...CHECKLIST_MOUNTS,
  ...TRACKING_CLIENT_MOUNTS,
} as const satisfies Record<string, ResourceMounts>;

/** The paths of a register in a layout: its own mount there, else none. */
export const pathsIn = (mounts: ResourceMounts, layout: MountLayout): Readonly<ResourcePaths> =>
  mounts[layout] ?? {};
