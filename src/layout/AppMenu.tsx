/**
 * Side navigation (SPEC section 2): Dashboard, Master (then the master resources placed in the menu, from their
 * declarations), the labelled groups (the registry's entries of each: Vendors the review states, then each kind's
 * pending queue from the vendor kinds; Users the customers' two lists), then the registry's other resources with a
 * menu entry (the review desk, the audit log, admins and reason templates, the documents queue, expiring documents,
 * stories, Call Request, the call desk, ..., each where the backend offers it and to a role that may list it), Logout.
 */
import type { ReactNode } from 'react';
import { CanAccess, Menu, Logout, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import CategoryIcon from '@mui/icons-material/Category';
import { MENU_GROUPS, RESOURCE_DECLARATIONS, type MenuGroup, type ResourceRegistry } from '../domain/resources';
import { adminPaths } from './adminPaths';
import { AppMenuItem } from './AppMenuItem';
import { PendingQueueItems } from './PendingQueueItems';
import { ResourceMenuItems, useResourceMenuEntries } from './ResourceMenuItems';
import { useAdminHref } from './useAdminHref';
import { MASTER_ACCESS } from '../master/masterAccess';
import { useMasterEntries } from '../master/masterEntries';

const iconSize = { fontSize: 20 };

export function AppMenu({ registry = RESOURCE_DECLARATIONS }: { registry?: ResourceRegistry }) {
  const translate = useTranslate();
  const href = useAdminHref();
  const masterEntries = useMasterEntries('menu');
  return (
    <Menu aria-label={translate('app.menu.navigation')}>
      <AppMenuItem to={href(adminPaths.dashboard)} primaryText={translate('app.menu.dashboard')} leftIcon={<DashboardIcon sx={iconSize} />} />
      <CanAccess {...MASTER_ACCESS}>
        <AppMenuItem to={href(adminPaths.master)} primaryText={translate('app.menu.master')} leftIcon={<CategoryIcon sx={iconSize} />} />
      </CanAccess>
      {masterEntries.map(({ resource, path, label, defaultLabel, icon: Icon }) => (
        <CanAccess key={resource} resource={resource} action="list">
          <AppMenuItem to={href(path)} primaryText={translate(label, { smart_count: 2, _: defaultLabel ?? label })} leftIcon={<Icon sx={iconSize} />} />
        </CanAccess>
      ))}
      {MENU_GROUPS.map((group) => (
        <RegistryMenuGroup key={group} group={group} registry={registry}>
          {group === 'vendors' && <PendingQueueItems />}
        </RegistryMenuGroup>
      ))}
      {/* The review desk, the documents queue, expiring documents, stories, SPEC's Vendor Call Request table, the call desk... */}
      <ResourceMenuItems registry={registry} />
      <Logout />
    </Menu>
  );
}

/**
 * A labelled group (`app.menu.<group>`): the registry's entries of the group, then the entries derived elsewhere
 * (`children`: the vendor kinds' pending queues); drawn only when it has any.
 */
function RegistryMenuGroup({ group, registry, children }: { group: MenuGroup; registry: ResourceRegistry; children?: ReactNode }) {
  const translate = useTranslate();
  const offered = useResourceMenuEntries(registry, group);
  if (!children && offered.length === 0) return null;
  return (
    <MenuGroupBox label={translate(`app.menu.${group}`)} id={`menu-${group}`}>
      <ResourceMenuItems registry={registry} group={group} />
      {children}
    </MenuGroupBox>
  );
}

/** A labelled group of menu entries (role group inside the menu), so screen readers announce the group. */
function MenuGroupBox({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <Box role="group" aria-labelledby={id}>
      <Typography id={id} variant="overline" component="div" color="text.secondary" sx={{ px: 2, pt: 1 }}>
        {label}
      </Typography>
      {children}
    </Box>
  );
}
