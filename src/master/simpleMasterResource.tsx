/**
 * The screens of a simple master resource (id, name, active), derived from its declaration. `pages`: react-admin's
 * List with a DataTable (name, active switch, edit, delete behind a confirmation), Create and Edit with the name
 * validated by a zod schema (./simpleMasterPages.tsx). `modal`: one table with add and edit in a modal
 * (./simpleMasterModal.tsx). Each loaded when opened. The
 * data provider derives its adapter from the same declaration.
 */
import { lazyScreen } from '../layout/lazyResource';
import type { ResourceProps } from 'react-admin';
import CategoryIcon from '@mui/icons-material/Category';
import type { SimpleMasterDeclaration } from '../dataProvider/legacy/simpleMaster';
import { pluralOf } from './simpleMasterTexts';

type Props = { declaration: SimpleMasterDeclaration };

const SimpleMasterTable = lazyScreen(() => import('./simpleMasterModal').then((m) => m.SimpleMasterTable));

const SimpleMasterList = lazyScreen<Props>(() => import('./simpleMasterPages').then((m) => m.SimpleMasterList));
const SimpleMasterCreate = lazyScreen<Props>(() => import('./simpleMasterPages').then((m) => m.SimpleMasterCreate));
const SimpleMasterEdit = lazyScreen<Props>(() => import('./simpleMasterPages').then((m) => m.SimpleMasterEdit));

/** The <Resource> props of a declared simple master resource. */
export function simpleMasterResource(declaration: SimpleMasterDeclaration): ResourceProps {
  const common = {
    name: declaration.name,
    options: { label: pluralOf(declaration.label) },
    recordRepresentation: declaration.nameSource,
    icon: declaration.icon ?? CategoryIcon,
  };
  if (declaration.screens === 'modal') return { ...common, list: () => <SimpleMasterTable declaration={declaration} /> };
  return {
    ...common,
    list: () => <SimpleMasterList declaration={declaration} />,
    create: () => <SimpleMasterCreate declaration={declaration} />,
    edit: declaration.endpoints.update ? () => <SimpleMasterEdit declaration={declaration} /> : undefined,
  };
}
