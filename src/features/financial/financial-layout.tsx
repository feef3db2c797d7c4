// The financial layout (spec 2.4).
import {
  IconBuildingBank,
  IconBuildingStore,
  IconCash,
  IconGauge,
  IconPackage,
  IconReceipt,
  IconShoppingCart,
  IconTool,
  IconWallet,
} from '@tabler/icons-react';
import { ShellLayout } from '@/layouts/shell-layout';
import type { LayoutDefinition } from '@/layouts/layout-definition';

export const financialLayout: LayoutDefinition = {
  key: 'financial',
  nameId: 'layout.financial',
  profilePath: '/profile',
  companyEditPath: (id) => `/empresa/edit/${id}`,
  items: [
    { labelId: 'nav.financial.dashboard', icon: IconGauge, to: '/financial/dashboard' },
    { labelId: 'nav.financial.product', icon: IconPackage, to: '/financial/product/list' },
    { labelId: 'nav.financial.service', icon: IconTool, to: '/financial/service/list' },
    { labelId: 'nav.financial.enterprise', icon: IconBuildingStore, to: '/financial/enterprise/list' },
    {
      labelId: 'nav.financial.sales',
      icon: IconCash,
      children: [
        { labelId: 'nav.financial.sales.estimate', icon: IconReceipt, to: '/financial/sales/estimate' },
        { labelId: 'nav.financial.sales.list', icon: IconCash, to: '/financial/sales/list' },
      ],
    },
    { labelId: 'nav.financial.purchases', icon: IconShoppingCart, to: '/financial/purchases/list' },
    { labelId: 'nav.financial.bankAccount', icon: IconWallet, to: '/financial/bankAccount/list' },
    { labelId: 'nav.financial.bank', icon: IconBuildingBank, to: '/financial/bank/list' },
  ],
};

export const FinancialLayout = () => <ShellLayout definition={financialLayout} />;
