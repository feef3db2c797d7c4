// The shipping-company layout (spec 2.11); entries hide what the rules of section 6 forbid.
import {
  IconActivityHeartbeat,
  IconBuildingSkyscraper,
  IconGauge,
  IconLayoutKanban,
  IconList,
  IconReceipt2,
  IconRoute,
  IconUsers,
  IconUserShield,
  IconAlertTriangle,
  IconAdjustmentsHorizontal,
  IconArrowsExchange,
  IconBan,
  IconThumbDown,
  IconTruck,
  IconSteeringWheel,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { ShellLayout } from '@/layouts/shell-layout';
import type { LayoutDefinition } from '@/layouts/layout-definition';

const base = '/trackingShippingCompany';

export const shippingCompanyLayout: LayoutDefinition = {
  key: 'shippingCompany',
  nameId: 'layout.shippingCompany',
  profilePath: `${base}/user/profile`,
  companyEditPath: (id) => `${base}/company/edit/${id}`,
  items: [
    { labelId: 'nav.shipping.dashboard', icon: IconGauge, to: `${base}/dashboard/default` },
    {
      labelId: 'nav.shipping.cargoKanban',
      icon: IconLayoutKanban,
      to: `${base}/cargo/kanban`,
      rule: 'cargoKanban',
    },
    { labelId: 'nav.shipping.cargoList', icon: IconList, to: `${base}/cargo/list`, rule: 'shipper' },
    // The two boards' WIP and time-in-column limits, read by whoever uses a board.
    {
      labelId: 'nav.shipping.boardLimit',
      icon: IconAdjustmentsHorizontal,
      to: `${base}/boardLimit/list`,
      rule: 'boardLimits',
    },
    { labelId: 'nav.shipping.rotogram', icon: IconRoute, to: `${base}/rotogram/list`, rule: 'shipper' },
    // The logistics screens (src/features/logistics) follow these loads and vehicles.
    {
      labelId: 'nav.shipping.logistics',
      icon: IconActivityHeartbeat,
      to: '/shlog/monitoramentoLogistico',
      rule: 'tripPlan',
    },
    {
      // Each entry its own rule: the expense kanban is cargo work, the expense occurrences a register.
      labelId: 'nav.shipping.expenses',
      icon: IconReceipt2,
      children: [
        {
          labelId: 'nav.shipping.cargoExpenseKanban',
          icon: IconLayoutKanban,
          to: `${base}/cargoExpense/kanban`,
          rule: 'cargoExpenses',
        },
        {
          labelId: 'nav.shipping.cargoExpenseOccurrence',
          icon: IconReceipt2,
          to: `${base}/cargoExpenseOccurrence/list`,
          rule: 'typeOccurrenceExpense',
        },
      ],
    },
    {
      labelId: 'nav.shipping.registers',
      icon: IconList,
      children: [
        {
          labelId: 'nav.shipping.nonAttendanceReason',
          icon: IconBan,
          to: `${base}/nonAttendanceReason/list`,
          rule: 'nonAttendanceReason',
        },
        {
          labelId: 'nav.shipping.disapprovedReason',
          icon: IconThumbDown,
          to: `${base}/disapprovedReason/list`,
          rule: 'nonAttendanceReason',
        },
        {
          labelId: 'nav.shipping.occurrenceType',
          icon: IconAlertTriangle,
          to: `${base}/occurrenceType/list`,
          rule: 'typeOccurrence',
        },
        {
          labelId: 'nav.shipping.occurrencyFromTo',
          icon: IconArrowsExchange,
          to: `${base}/occurrencyFromTo/list`,
        },
        {
          labelId: 'nav.shipping.driver',
          icon: IconSteeringWheel,
          to: `${base}/driver/list`,
          rule: 'shipper',
        },
        {
          labelId: 'nav.shipping.vehicle',
          icon: IconTruckDelivery,
          to: `${base}/vehicle/list`,
          rule: 'shipper',
        },
        {
          labelId: 'nav.shipping.vehicleType',
          icon: IconTruck,
          to: `${base}/vehicleType/list`,
          rule: 'typeVehicle',
        },
      ],
    },
    {
      labelId: 'nav.shipping.administration',
      icon: IconUserShield,
      children: [
        {
          labelId: 'nav.shipping.company',
          icon: IconBuildingSkyscraper,
          to: `${base}/company/list`,
          rule: 'company',
        },
        { labelId: 'nav.shipping.user', icon: IconUsers, to: `${base}/user/list`, rule: 'user' },
        { labelId: 'nav.shipping.profile', icon: IconUserShield, to: `${base}/profile/all`, rule: 'profile' },
      ],
    },
  ],
};

export const ShippingCompanyLayout = () => <ShellLayout definition={shippingCompanyLayout} />;
