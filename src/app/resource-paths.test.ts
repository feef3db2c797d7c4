// @vitest-environment jsdom
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@/domain/resources';
import { empresaBiResource } from '@/domain/resources/empresa-bi';
import { empresaResource } from '@/domain/resources/empresa';
import { perfilResource } from '@/domain/resources/perfil';
import { RESOURCE_MOUNTS, type MountLayout, type ResourcePaths } from '@/domain/resources/resource-mounts';
import { usuarioResource } from '@/domain/resources/usuario';
import { biLayout } from '@/features/bi/bi-layout';
import { checklistLayout } from '@/features/checklist/checklist-layout';
import { shippingCompanyLayout } from '@/features/shipping-company/shipping-company-layout';
import { trackingLayout } from '@/features/tracking/tracking-layout';
import { workflowLayout } from '@/features/workflow/workflow-layout';
import type { NavItem } from '@/layouts/layout-definition';
import {
  editHref,
  importHref,
  listHref,
  parentListHref,
  pathsOf,
  rowLinkHref,
  sectionHref,
} from '@/features/resources/resource-paths';
import type { LayoutDefinition } from '@/layouts/layout-definition';

describe('resource paths', () => {
  it('mounts every declared register from the route table the SPA reads', () => {
    for (const def of RESOURCES) {
      expect(def.mounts).toBe(RESOURCE_MOUNTS[def.name]);
      const layouts = Object.values(def.mounts);
      expect(layouts.length, def.name).toBeGreaterThan(0);
      for (const paths of layouts) if (paths.edit) expect(paths.edit, def.name).toContain(':id');
    }
  });

  it('mounts a screen for each form section drawn on its own, in every layout of the register', () => {
    for (const def of RESOURCES) {
      for (const section of def.formSections ?? []) {
        if (!section.screen) continue;
        for (const [layout, paths] of Object.entries(def.mounts) as [string, ResourcePaths][]) {
          const path = paths.sections?.[section.component];
          expect(path, `${def.name} in ${layout}`).toBeDefined();
          for (const param of Object.keys(section.screen.params)) expect(path).toContain(`:${param}`);
        }
      }
    }
  });

  it("leads each layout's profile item to the profile list mounted there, and its rows to profileRelease", () => {
    const items = (layout: LayoutDefinition) =>
      layout.items.flatMap((item) => [item, ...(item.children ?? [])]);
    for (const [layout, labelId] of [
      [workflowLayout, 'nav.workflow.profile'],
      [checklistLayout, 'nav.checklist.profiles'],
      [shippingCompanyLayout, 'nav.shipping.profile'],
    ] as const) {
      const item = items(layout).find((i) => i.labelId === labelId);
      const key = layout.key as MountLayout;
      expect(item?.to, labelId).toBe(listHref(pathsOf(perfilResource, key)));
      expect(item?.rule, labelId).toBe('profile');
      const [section] = perfilResource.formSections ?? [];
      expect(sectionHref(perfilResource, key, section!, { id: 3, nome: 'Gestor de frota' })).toBe(
        `${listHref(pathsOf(perfilResource, key))?.replace(/\/all$/, '')}/profileRelease/3/Gestor%20de%20frota`,
      );
    }
    expect(listHref(pathsOf(perfilResource, 'tracking'))).toBeUndefined();
  });

  it("reaches the company edit screen from each layout's user menu", () => {
    for (const layout of [trackingLayout, workflowLayout, checklistLayout, shippingCompanyLayout, biLayout]) {
      const key = layout.key as keyof typeof RESOURCE_MOUNTS.empresa;
      const edit = pathsOf(empresaResource, key).edit;
      expect(edit, layout.key).toBeDefined();
      expect(matchPath(edit as string, layout.companyEditPath(42))?.params.id, layout.key).toBe('42');
    }
  });

  it("builds each layout's own links", () => {
    expect(editHref(pathsOf(usuarioResource, 'workflow'), { id: 7 })).toBe('/workflow/user/edit/7');
    expect(listHref(pathsOf(usuarioResource, 'shippingCompany'))).toBe('/trackingShippingCompany/user/list');
    expect(listHref(pathsOf(empresaResource, 'bi'))).toBeUndefined();
  });

  it("reaches the user import screen from the checklist's and the BI area's sidebars", () => {
    const flat = (items: readonly NavItem[]): NavItem[] =>
      items.flatMap((item) => [item, ...flat(item.children ?? [])]);
    for (const [layout, labelId] of [
      [checklistLayout, 'nav.checklist.importUser'],
      [biLayout, 'nav.bi.importUser'],
    ] as const) {
      const item = flat(layout.items).find((entry) => entry.labelId === labelId);
      const key = layout.key as 'checklist' | 'bi';
      expect(item?.to, layout.key).toBe(importHref(pathsOf(usuarioResource, key)));
    }
    expect(importHref(pathsOf(usuarioResource, 'tracking'))).toBeUndefined();
  });

  it('resolves row links and the parent list in the layout shown', () => {
    const [link] = empresaResource.rowLinks ?? [];
    expect(link && rowLinkHref(link, { id: 5 }, 'tracking')).toBe('/empresa/bi/5');
    expect(link && rowLinkHref(link, { id: 5 }, 'checklist')).toBe('/checklist/company/bi/5');
    expect(link && rowLinkHref(link, { id: 5 }, 'workflow')).toBeUndefined();
    expect(parentListHref(empresaBiResource, 'checklist')).toBe('/checklist/company/list');
    expect(parentListHref(empresaResource, 'tracking')).toBeUndefined();
  });
});
