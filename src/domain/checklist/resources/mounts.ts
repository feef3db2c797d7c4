// The screens of the checklist's registers in its layout, at the spec's routes (2.8). Plain data,
// read by the SPA's route table before any declaration loads.

export const CHECKLIST_MOUNTS = {
  predefinedScript: {
    checklist: {
      list: '/checklist/predefinedScript/list',
      create: '/checklist/predefinedScript/create',
      edit: '/checklist/predefinedScript/edit/:id',
    },
  },
} as const;
