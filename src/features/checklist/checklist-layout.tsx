// The checklist layout (spec 2.8); entries hide what the rules of section 6 forbid.
import {
  IconAlertCircle,
  IconBuildingSkyscraper,
  IconCalendarEvent,
  IconChecklist,
  IconClipboardList,
  IconGasStation,
  IconMessageDots,
  IconMessages,
  IconTool,
  IconUserShield,
  IconUsers,
  IconFilePlus,
  IconFileCheck,
  IconFilePencil,
  IconShare,
  IconKeyboard,
  IconGauge,
} from '@tabler/icons-react';
import { RULES, showFuelMenu, showRevisionMenu } from '@/domain/permissions';
import { ShellLayout } from '@/layouts/shell-layout';
import type { LayoutDefinition } from '@/layouts/layout-definition';

export const checklistLayout: LayoutDefinition = {
  key: 'checklist',
  nameId: 'layout.checklist',
  profilePath: '/checklist/user/profile',
  companyEditPath: (id) => `/checklist/company/edit/${id}`,
  items: [
    {
      labelId: 'nav.checklist.forms',
      icon: IconChecklist,
      children: [
        {
          labelId: 'nav.checklist.formCreate',
          icon: IconFilePlus,
          to: '/checklist/Layout/form/Create',
          rule: 'createForms',
        },
        { labelId: 'nav.checklist.own', icon: IconClipboardList, to: '/checklist/Own' },
        { labelId: 'nav.checklist.shared', icon: IconShare, to: '/checklist/Shared' },
        { labelId: 'nav.checklist.filled', icon: IconFileCheck, to: '/checklist/Filled' },
        { labelId: 'nav.checklist.draft', icon: IconFilePencil, to: '/checklist/Draft', rule: 'fillForms' },
        {
          labelId: 'nav.checklist.pending',
          icon: IconClipboardList,
          to: '/checklist/pending',
          rule: 'fillForms',
        },
        { labelId: 'nav.checklist.typing', icon: IconKeyboard, to: '/checklist/typing', rule: 'fillForms' },
      ],
    },
    {
      labelId: 'nav.checklist.pendencies',
      icon: IconAlertCircle,
      rule: 'viewPendencies',
      children: [
        { labelId: 'nav.checklist.pendencies.opened', icon: IconAlertCircle, to: '/checklist/opened' },
        { labelId: 'nav.checklist.pendencies.approved', icon: IconAlertCircle, to: '/checklist/approved' },
        {
          labelId: 'nav.checklist.pendencies.disapproved',
          icon: IconAlertCircle,
          to: '/checklist/disapproved',
        },
        { labelId: 'nav.checklist.pendencies.expired', icon: IconAlertCircle, to: '/checklist/expired' },
      ],
    },
    {
      labelId: 'nav.checklist.schedules',
      icon: IconCalendarEvent,
      to: '/checklist/scheduler/schedules',
      rule: 'createForms',
    },
    {
      labelId: 'nav.checklist.administration',
      icon: IconUserShield,
      rule: (p) => RULES.user(p) || RULES.importUser(p) || RULES.profile(p) || RULES.company(p),
      children: [
        { labelId: 'nav.checklist.users', icon: IconUsers, to: '/checklist/user/list', rule: 'user' },
        {
          labelId: 'nav.checklist.importUser',
          icon: IconUsers,
          to: '/checklist/user/importUser',
          rule: 'importUser',
        },
        {
          labelId: 'nav.checklist.profiles',
          icon: IconUserShield,
          to: '/checklist/profile/all',
          rule: 'profile',
        },
        {
          labelId: 'nav.checklist.companies',
          icon: IconBuildingSkyscraper,
          to: '/checklist/company/list',
          rule: 'company',
        },
      ],
    },
    {
      labelId: 'nav.checklist.fuel',
      icon: IconGasStation,
      rule: showFuelMenu,
      children: [
        {
          labelId: 'nav.checklist.fuelSupply',
          icon: IconGasStation,
          to: '/checklist/fuelSupply/list',
          rule: 'fuelSupply',
        },
        {
          labelId: 'nav.checklist.fuelSupplyDashboard',
          icon: IconGauge,
          to: '/checklist/fuelSupplyDashboard',
          rule: 'fuelSupplyDashboard',
        },
        {
          labelId: 'nav.checklist.fuelSupplyDashboardHorimetro',
          icon: IconGauge,
          to: '/checklist/fuelSupplyDashboardHorimetro',
          rule: 'fuelSupplyDashboardHorimeter',
        },
        {
          labelId: 'nav.checklist.gasStation',
          icon: IconGasStation,
          to: '/checklist/gasStation/list',
          rule: 'gasStation',
        },
        {
          labelId: 'nav.checklist.fuelStock',
          icon: IconGasStation,
          to: '/checklist/fuelStock/list',
          rule: 'fuelStock',
        },
        {
          labelId: 'nav.checklist.fuelConsumptionTarget',
          icon: IconGasStation,
          to: '/checklist/fuelConsumptionTarget/list',
          rule: 'fuelConsumptionTarget',
        },
      ],
    },
    {
      labelId: 'nav.checklist.revision',
      icon: IconTool,
      rule: showRevisionMenu,
      children: [
        {
          labelId: 'nav.checklist.reviewDashboard',
          icon: IconGauge,
          to: '/checklist/reviewDashboard',
          rule: 'revisionDashboard',
        },
        {
          labelId: 'nav.checklist.revisionEntry',
          icon: IconTool,
          to: '/checklist/vehicleRevisionEntry/list',
          rule: 'revision',
        },
        {
          labelId: 'nav.checklist.revisionExit',
          icon: IconTool,
          to: '/checklist/vehicleRevisionExit/list',
          rule: 'revision',
        },
        {
          labelId: 'nav.checklist.revisionDone',
          icon: IconTool,
          to: '/checklist/vehicleRevisionDone/list',
          rule: 'revision',
        },
        {
          labelId: 'nav.checklist.revisionIndex',
          icon: IconTool,
          to: '/checklist/vehicleRevision/indiceValues',
          rule: 'revisionIndex',
        },
      ],
    },
    {
      labelId: 'nav.checklist.predefinedScript',
      icon: IconMessageDots,
      to: '/checklist/predefinedScript/list',
      rule: 'supportAgent',
    },
    // The chat is the support module's screen; the checklist area links to it.
    { labelId: 'nav.checklist.support', icon: IconMessages, to: '/support/chat' },
  ],
};

export const ChecklistLayout = () => <ShellLayout definition={checklistLayout} />;
