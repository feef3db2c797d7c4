// The BI layout (spec 2.7).
import { IconApps, IconChartBar, IconUsers } from '@tabler/icons-react';
import { ShellLayout } from '@/layouts/shell-layout';
import type { LayoutDefinition } from '@/layouts/layout-definition';

export const biLayout: LayoutDefinition = {
  key: 'bi',
  nameId: 'layout.bi',
  profilePath: '/bi/user/profile',
  companyEditPath: (id) => `/bi/company/edit/${id}`,
  items: [
    { labelId: 'nav.bi.dashboard', icon: IconChartBar, to: '/bi/dashboard/default' },
    { labelId: 'nav.bi.module', icon: IconApps, to: '/bi/module/all', rule: (p) => p.flags.administrator },
    { labelId: 'nav.bi.importUser', icon: IconUsers, to: '/bi/user/importUser', rule: 'importUser' },
  ],
};

export const BiLayout = () => <ShellLayout definition={biLayout} />;
