/**
 * The menu's entries of the registry's resources that declare them (src/domain/resources/, `menu`), in registry
 * order: those of one labelled group, or (no group) those after the review desk. Each shows where the backend offers
 * its capability and to a role that may list its resource; the icon is MENU_ICONS' for its path, else the one its
 * <Resource> is registered with.
 */
import type { ComponentType } from 'react';
import { CanAccess, useResourceDefinitions, useTranslate } from 'react-admin';
import PersonIcon from '@mui/icons-material/Person';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import VerifiedIcon from '@mui/icons-material/Verified';
import PendingIcon from '@mui/icons-material/PendingActions';
import type { SvgIconProps } from '@mui/material';
import { menuEntriesOf, RESOURCE_DECLARATIONS, type MenuEntry, type MenuGroup, type ResourceRegistry } from '../domain/resources';
import type { Extension } from '../domain/capabilities';
import { adminPaths } from './adminPaths';
import { AppMenuItem } from './AppMenuItem';
import { useAdminHref } from './useAdminHref';
import { useCapabilities } from './useCapabilities';

const iconSize = { fontSize: 20 };

/** Icons of entries that do not show their resource's own (an admin concern: the declarations are shared with the server). */
export const MENU_ICONS: Readonly<Record<string, ComponentType<SvgIconProps>>> = {
  [adminPaths.authorizedVendors]: VerifiedIcon,
  [adminPaths.unauthorizedVendors]: PendingIcon,
  [adminPaths.verifiedCustomers]: PersonIcon,
  [adminPaths.unverifiedCustomers]: PersonOffIcon,
};

interface ResourceMenuEntry extends Required<Pick<MenuEntry, 'label' | 'path'>> {
  resource: string;
  capability?: Extension;
}

/** The registry's entries of `group` (undefined: the ungrouped ones), in registry order. */
export function resourceMenuEntries(registry: ResourceRegistry, group: MenuGroup | undefined): ResourceMenuEntry[] {
  return registry.flatMap((declaration) =>
    menuEntriesOf(declaration)
      .filter((entry) => entry.group === group)
      .map((entry) => ({
        resource: declaration.name,
        label: entry.label,
        path: entry.path ?? adminPaths.resourceList(declaration.name),
        capability: declaration.capability,
      })),
  );
}

/** The entries of `group` this backend offers (before the role's check, which each entry makes). */
export function useResourceMenuEntries(registry: ResourceRegistry, group?: MenuGroup): ResourceMenuEntry[] {
  const { has } = useCapabilities();
  return resourceMenuEntries(registry, group).filter((entry) => !entry.capability || has(entry.capability));
}

export function ResourceMenuItems({ registry = RESOURCE_DECLARATIONS, group }: { registry?: ResourceRegistry; group?: MenuGroup }) {
  const translate = useTranslate();
  const href = useAdminHref();
  const definitions = useResourceDefinitions();
  return useResourceMenuEntries(registry, group).map(({ resource, label, path }) => {
    const Icon = MENU_ICONS[path] ?? definitions[resource]?.icon;
    return (
      <CanAccess key={path} resource={resource} action="list">
        <AppMenuItem to={href(path)} primaryText={translate(label, { smart_count: 2 })} leftIcon={Icon ? <Icon sx={iconSize} /> : undefined} />
      </CanAccess>
    );
  });
}
