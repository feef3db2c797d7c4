// The module layout (spec 2.3): screens of one checklist module, reached from the module chooser.
import { IconApps, IconForms, IconChecklist } from '@tabler/icons-react';
import { ShellLayout } from '@/layouts/shell-layout';
import type { LayoutDefinition } from '@/layouts/layout-definition';

export const moduleLayout: LayoutDefinition = {
  key: 'module',
  nameId: 'layout.module',
  profilePath: '/profile',
  companyEditPath: (id) => `/empresa/edit/${id}`,
  items: [
    { labelId: 'nav.module.chooser', icon: IconApps, to: '/module' },
    { labelId: 'nav.module.modules', icon: IconChecklist, to: '/modulo' },
    { labelId: 'nav.module.forms', icon: IconForms, to: '/module/forms', rule: 'createForms' },
  ],
};

export const ModuleLayout = () => <ShellLayout definition={moduleLayout} />;
