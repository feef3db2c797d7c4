// Edit / activate-deactivate / delete buttons of one list row, plus the resource's extra links.
import { ActionIcon, Tooltip } from '@mantine/core';
import {
  IconChartBar,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconShieldLock,
  IconTrash,
} from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { mayAccess } from '@/domain/resources/access';
import type { ResourceDefinition } from '@/domain/resources/define-resource';
import { usePrincipal } from '@/layouts/use-principal';
import type { MountLayout } from '@/domain/resources/resource-mounts';
import type { ResourceRow } from '@/services/resource-client';
import { editHref, pathsOf, rowLinkHref, sectionHref } from './resource-paths';

export interface ResourceRowActionsProps {
  def: ResourceDefinition;
  layout: MountLayout;
  row: ResourceRow;
  companyId?: string;
  onToggleActive: (row: ResourceRow) => void;
  onDelete: (row: ResourceRow) => void;
}

export function ResourceRowActions({
  def,
  layout,
  row,
  companyId,
  onToggleActive,
  onDelete,
}: ResourceRowActionsProps) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  const active = row.ativo === true;
  // What the declaration refuses on this row is not offered (the server refuses it too).
  const principal = usePrincipal();
  const may = (action: 'update' | 'delete' | 'activate') => mayAccess(def, principal, action, row);
  const editPath = may('update') ? editHref(pathsOf(def, layout), { id: row.id, companyId }) : undefined;
  // A link to a register this layout does not mount is left out.
  const links = (def.rowLinks ?? []).flatMap((link) => {
    const href = rowLinkHref(link, row, layout);
    return href === undefined ? [] : [{ labelId: link.labelId, href }];
  });
  // The screens of form sections drawn on their own (a profile's profileRelease) edit the row.
  const sectionScreens = may('update')
    ? (def.formSections ?? []).flatMap((section) => {
        const href = sectionHref(def, layout, section, row);
        return href === undefined || !section.screen ? [] : [{ labelId: section.screen.labelId, href }];
      })
    : [];
  return (
    <>
      {editPath && (
        <Tooltip label={label('resources.edit')}>
          <ActionIcon variant="subtle" component={Link} to={editPath} aria-label={label('resources.edit')}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {sectionScreens.map((screen) => (
        <Tooltip key={screen.labelId} label={label(screen.labelId)}>
          <ActionIcon
            variant="subtle"
            color="teal"
            component={Link}
            to={screen.href}
            aria-label={label(screen.labelId)}
          >
            <IconShieldLock size={18} />
          </ActionIcon>
        </Tooltip>
      ))}
      {links.map((link) => (
        <Tooltip key={link.labelId} label={label(link.labelId)}>
          <ActionIcon
            variant="subtle"
            color="grape"
            component={Link}
            to={link.href}
            aria-label={label(link.labelId)}
          >
            <IconChartBar size={18} />
          </ActionIcon>
        </Tooltip>
      ))}
      {def.activatable && may('activate') && (
        <Tooltip label={label(active ? 'resources.deactivate' : 'resources.activate')}>
          <ActionIcon
            variant="subtle"
            color={active ? 'orange' : 'green'}
            onClick={() => onToggleActive(row)}
            aria-label={label(active ? 'resources.deactivate' : 'resources.activate')}
          >
            {active ? <IconPlayerPause size={18} /> : <IconPlayerPlay size={18} />}
          </ActionIcon>
        </Tooltip>
      )}
      {may('delete') && (
        <Tooltip label={label('resources.delete')}>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => onDelete(row)}
            aria-label={label('resources.delete')}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </>
  );
}
