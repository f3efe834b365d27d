/**
 * The master resources as the admin offers them: a tile on the master home ("Create Category For Vendors")
 * and / or an entry in the menu, derived from the registry's declarations that carry `master` (every simple master
 * does, src/domain/resources/types.ts), in registry order. Declaring one is enough for it to appear.
 */
import { createContext, useContext, type ComponentType } from 'react';
import CategoryIcon from '@mui/icons-material/Category';
import EggAltIcon from '@mui/icons-material/EggAlt';
import EngineeringIcon from '@mui/icons-material/Engineering';
import type { SvgIconProps } from '@mui/material';
import type { Extension } from '../domain/capabilities';
import { RESOURCE_DECLARATIONS, type MasterOffer, type MasterPlacement, type ResourceDeclaration, type ResourceRegistry } from '../domain/resources';
import { simpleMasterOf } from '../dataProvider/legacy/simpleMaster';
import { adminPaths } from '../layout/adminPaths';
import { useCapabilities } from '../layout/useCapabilities';
import { pluralOf } from './simpleMasterTexts';

export type { MasterPlacement };

export interface MasterEntry {
  /** The react-admin resource; the entry shows only to a role that may list it. */
  resource: string;
  /** Catalogue key (read with smart_count 2) or text. */
  label: string;
  /** Shown when the catalogue has no `label` key. */
  defaultLabel?: string;
  path: string;
  icon: ComponentType<SvgIconProps>;
  placement: readonly MasterPlacement[];
  /** Offered only when the backend announces this extension. */
  capability?: Extension;
}

/**
 * The tiles' icons, an admin concern (the declarations are shared with the server): by resource name, else the
 * simple master's own icon (src/dataProvider/legacy/simpleMaster.ts), else the Category icon.
 */
export const MASTER_ICONS: Readonly<Record<string, ComponentType<SvgIconProps>>> = {
  vegetableCategories: EggAltIcon,
  professionalCategories: EngineeringIcon,
};

const iconOf = (declaration: ResourceDeclaration): ComponentType<SvgIconProps> =>
  MASTER_ICONS[declaration.name] ?? (declaration.simpleMaster ? simpleMasterOf(declaration).icon : undefined) ?? CategoryIcon;

const entryOf = (declaration: ResourceDeclaration, master: MasterOffer): MasterEntry => ({
  resource: declaration.name,
  label: master.label ?? `resources.${declaration.name}.name`,
  defaultLabel: pluralOf(declaration.texts.en.name ?? declaration.name),
  path: adminPaths.resourceList(declaration.name),
  icon: iconOf(declaration),
  placement: master.placement,
  capability: declaration.capability,
});

export const masterEntriesOf = (registry: ResourceRegistry): readonly MasterEntry[] =>
  registry.flatMap((declaration) => (declaration.master ? [entryOf(declaration, declaration.master)] : []));

/** The entries the admin offers: the product's registry's, unless a test provides its own. */
export const MasterEntriesContext = createContext<readonly MasterEntry[]>(masterEntriesOf(RESOURCE_DECLARATIONS));

/** The entries of one placement that this backend offers. */
export function useMasterEntries(placement: MasterPlacement): MasterEntry[] {
  const { has } = useCapabilities();
  return useContext(MasterEntriesContext).filter((entry) => entry.placement.includes(placement) && (!entry.capability || has(entry.capability)));
}
