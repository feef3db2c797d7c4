// The main tracking layout (spec 2.2): the same sidebar links for every user.
import {
  IconBuildingSkyscraper,
  IconCalendarTime,
  IconFileImport,
  IconFileInvoice,
  IconGauge,
  IconArrowsExchange,
  IconTruckDelivery,
  IconUsers,
  IconFileDescription,
  IconAlertTriangle,
  IconIdBadge2,
} from '@tabler/icons-react';
import { ShellLayout } from '@/layouts/shell-layout';
import type { LayoutDefinition } from '@/layouts/layout-definition';

export const trackingLayout: LayoutDefinition = {
  key: 'tracking',
  nameId: 'layout.tracking',
  profilePath: '/profile',
  companyEditPath: (id) => `/empresa/edit/${id}`,
  items: [
    { labelId: 'nav.tracking.dashboard', icon: IconGauge, to: '/dashboard' },
    { labelId: 'nav.tracking.empresa', icon: IconBuildingSkyscraper, to: '/empresa/list' },
    { labelId: 'nav.tracking.usuario', icon: IconUsers, to: '/usuario/list' },
    // The documents each delivery client follows in the tracking portal (its users' access).
    {
      labelId: 'nav.tracking.clienteEntregaDocumento',
      icon: IconIdBadge2,
      to: '/clienteEntregaDocumento/list',
    },
    {
      labelId: 'nav.tracking.rotaPrazoEntrega',
      icon: IconCalendarTime,
      to: '/rotaPrazoEntrega/editTransportador',
    },
    {
      labelId: 'nav.tracking.deParaEmbarcador',
      icon: IconArrowsExchange,
      to: '/tabelaOcorrenciaDePara/deParaEmbarcador',
    },
    {
      labelId: 'nav.tracking.import',
      icon: IconFileImport,
      children: [
        { labelId: 'nav.tracking.import.notaFiscal', icon: IconFileInvoice, to: '/notaFiscal/import' },
        { labelId: 'nav.tracking.import.cte', icon: IconFileDescription, to: '/cte/import' },
        {
          labelId: 'nav.tracking.import.entregaOcorrencia',
          icon: IconAlertTriangle,
          to: '/entregaOcorrencia/import',
        },
      ],
    },
    { labelId: 'nav.tracking.entrega', icon: IconTruckDelivery, to: '/entrega/list' },
  ],
};

export const TrackingLayout = () => <ShellLayout definition={trackingLayout} />;
