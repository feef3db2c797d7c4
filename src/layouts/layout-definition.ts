// What makes one layout different from another: its sidebar, its profile route and its company
// edit route. The shell (top bar, sidebar, company modal) is the same for all nine.
import type { Icon } from '@tabler/icons-react';
import { can, type Principal, type Rule } from '@/domain/permissions';

export interface NavItem {
  /** Translation id of the label. */
  labelId: string;
  icon: Icon;
  /** Absolute route; absent for a group. */
  to?: string;
  /** Shown only when the rule allows it (spec section 6); absent: shown to everyone. */
  rule?: Rule | ((p: Principal) => boolean);
  children?: NavItem[];
}

export interface LayoutDefinition {
  key:
    | 'tracking'
    | 'module'
    | 'financial'
    | 'workflow'
    | 'checklist'
    | 'shippingCompany'
    | 'bi'
    | 'trackingClient'
    | 'support';
  /** Translation id of the layout's name, shown under the brand. */
  nameId: string;
  profilePath: string;
  companyEditPath: (companyId: number) => string;
  items: NavItem[];
}

const allowed = (item: NavItem, p: Principal) =>
  !item.rule || (typeof item.rule === 'function' ? item.rule(p) : can(p, item.rule));

/** The items this principal may see; a group with no visible child disappears. */
export const visibleItems = (items: NavItem[], p: Principal): NavItem[] =>
  items.flatMap((item) => {
    if (!allowed(item, p)) return [];
    if (!item.children) return [item];
    const children = visibleItems(item.children, p);
    return children.length ? [{ ...item, children }] : [];
  });

/** True when the route is the item's own or lies below it. */
export const isActivePath = (pathname: string, to: string | undefined): boolean =>
  !!to && (pathname === to || pathname.startsWith(`${to}/`));
