/**
 * The master resources as the admin offers them: a tile on the master home ("Create Category For Vendors")
 * and / or an entry in the menu. The category resources with images are listed here; every declared simple
 * master resource adds its own entry, so declaring one is enough for it to appear.
 */
import { createContext, useContext, type ComponentType } from 'react';
import CategoryIcon from '@mui/icons-material/Category';
import EggAltIcon from '@mui/icons-material/EggAlt';
import EngineeringIcon from '@mui/icons-material/Engineering';
import type { SvgIconProps } from '@mui/material';
import type { Extension } from '../domain/capabilities';
import { simpleMasterResources, type SimpleMasterDeclaration } from '../dataProvider/legacy/simpleMaster';
import { adminPaths } from '../layout/adminPaths';
import { useCapabilities } from '../layout/useCapabilities';
import { pluralOf } from './simpleMasterTexts';

export type MasterPlacement = 'home' | 'menu';

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

const categoryEntries: readonly MasterEntry[] = [
  { resource: 'vegetableCategories', label: 'app.master.home.vegetables', path: adminPaths.vegetableCategories, icon: EggAltIcon, placement: ['home'] },
  {
    resource: 'professionalCategories',
    label: 'app.master.home.professionals',
    path: adminPaths.professionalCategories,
    icon: EngineeringIcon,
    placement: ['home'],
  },
];

const entryOf = (declaration: SimpleMasterDeclaration): MasterEntry => ({
  resource: declaration.name,
  label: declaration.entryLabel ?? `resources.${declaration.name}.name`,
  defaultLabel: pluralOf(declaration.label),
  path: adminPaths.resourceList(declaration.name),
  icon: declaration.icon ?? CategoryIcon,
  placement: declaration.placement ?? ['home', 'menu'],
  capability: declaration.capability,
});

export const masterEntriesOf = (simple: readonly SimpleMasterDeclaration[]): readonly MasterEntry[] => [...categoryEntries, ...simple.map(entryOf)];

/** The entries the admin offers: the product's, unless a test provides its own. */
export const MasterEntriesContext = createContext<readonly MasterEntry[]>(masterEntriesOf(simpleMasterResources));

/** The entries of one placement that this backend offers. */
export function useMasterEntries(placement: MasterPlacement): MasterEntry[] {
  const { has } = useCapabilities();
  return useContext(MasterEntriesContext).filter((entry) => entry.placement.includes(placement) && (!entry.capability || has(entry.capability)));
}
