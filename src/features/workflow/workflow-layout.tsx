// The workflow layout (spec 2.5); entries hide what the rules of section 6 forbid.
import {
  IconBuildingSkyscraper,
  IconCar,
  IconGasStation,
  IconHierarchy2,
  IconLayoutKanban,
  IconPlugConnected,
  IconRoute,
  IconSitemap,
  IconUserShield,
  IconUsers,
  IconApps,
  IconMapPin,
} from '@tabler/icons-react';
import { showFuelMenu } from '@/domain/permissions';
import { ShellLayout } from '@/layouts/shell-layout';
import type { LayoutDefinition } from '@/layouts/layout-definition';

export const workflowLayout: LayoutDefinition = {
  key: 'workflow',
  nameId: 'layout.workflow',
  profilePath: '/profile',
  companyEditPath: (id) => `/workflow/company/edit/${id}`,
  items: [
    { labelId: 'nav.workflow.processList', icon: IconLayoutKanban, to: '/workflow/processList' },
    { labelId: 'nav.workflow.create', icon: IconHierarchy2, to: '/workflow/Create' },
    {
      labelId: 'nav.workflow.routes',
      icon: IconRoute,
      children: [
        { labelId: 'nav.workflow.pathList', icon: IconRoute, to: '/workflow/pathList' },
        { labelId: 'nav.workflow.waypointList', icon: IconMapPin, to: '/workflow/waypointList' },
      ],
    },
    {
      labelId: 'nav.workflow.administration',
      icon: IconUserShield,
      children: [
        { labelId: 'nav.workflow.user', icon: IconUsers, to: '/workflow/user/list', rule: 'user' },
        {
          labelId: 'nav.workflow.profile',
          icon: IconUserShield,
          to: '/workflow/profile/all',
          rule: 'profile',
        },
        { labelId: 'nav.workflow.module', icon: IconApps, to: '/workflow/module/all' },
        {
          labelId: 'nav.workflow.company',
          icon: IconBuildingSkyscraper,
          to: '/workflow/company/all',
          rule: 'company',
        },
        { labelId: 'nav.workflow.sector', icon: IconSitemap, to: '/workflow/sector/all' },
        { labelId: 'nav.workflow.costCenter', icon: IconSitemap, to: '/workflow/costCenter/list' },
      ],
    },
    {
      labelId: 'nav.workflow.integration',
      icon: IconPlugConnected,
      to: '/workflow/systemIntegration/all',
    },
    {
      labelId: 'nav.workflow.fuel',
      icon: IconGasStation,
      rule: showFuelMenu,
      children: [
        {
          labelId: 'nav.workflow.fuelConsumptionTarget',
          icon: IconGasStation,
          to: '/workflow/fuelConsumptionTarget/list',
          rule: 'fuelConsumptionTarget',
        },
        {
          labelId: 'nav.workflow.fuelStock',
          icon: IconGasStation,
          to: '/workflow/fuelStock/list',
          rule: 'fuelStock',
        },
        {
          labelId: 'nav.workflow.gasStation',
          icon: IconGasStation,
          to: '/workflow/gasStation/list',
          rule: 'gasStation',
        },
      ],
    },
    {
      labelId: 'nav.workflow.fleet',
      icon: IconCar,
      children: [
        {
          labelId: 'nav.workflow.vehicleRegistration',
          icon: IconCar,
          to: '/workflow/vehicleRegistration/list',
        },
        { labelId: 'nav.workflow.vehicleType', icon: IconCar, to: '/workflow/vehicleType/list' },
        { labelId: 'nav.workflow.brandVehicle', icon: IconCar, to: '/workflow/brandVehicle/list' },
        { labelId: 'nav.workflow.vehicleModel', icon: IconCar, to: '/workflow/vehicleModel/list' },
        {
          labelId: 'nav.workflow.vehicleAvailableReason',
          icon: IconCar,
          to: '/workflow/vehicleAvailableReason/list',
        },
      ],
    },
  ],
};

export const WorkflowLayout = () => <ShellLayout definition={workflowLayout} />;
