/**
 * The menu's entries of the registry's resources that declare one (src/domain/resources/, `menu`), in registry
 * order, each where the backend offers its capability; the icon is the one its <Resource> is registered with.
 */
import { useResourceDefinitions, useTranslate } from 'react-admin';
import { RESOURCE_DECLARATIONS, type ResourceRegistry } from '../domain/resources';
import { adminPaths } from './adminPaths';
import { AppMenuItem } from './AppMenuItem';
import { useAdminHref } from './useAdminHref';
import { useCapabilities } from './useCapabilities';

const iconSize = { fontSize: 20 };

export function ResourceMenuItems({ registry = RESOURCE_DECLARATIONS }: { registry?: ResourceRegistry }) {
  const translate = useTranslate();
  const href = useAdminHref();
  const { has } = useCapabilities();
  const definitions = useResourceDefinitions();
  return registry.map(({ name, menu, capability }) => {
    if (!menu || (capability && !has(capability))) return null;
    const Icon = definitions[name]?.icon;
    return (
      <AppMenuItem
        key={name}
        to={href(menu.path ?? adminPaths.resourceList(name))}
        primaryText={translate(menu.label, { smart_count: 2 })}
        leftIcon={Icon ? <Icon sx={iconSize} /> : undefined}
      />
    );
  });
}
