import type { Identifier } from 'react-admin';
import { EditImageDialog } from '../master/EditImageDialog';
import { professionalCategoryRenameSchema } from '../master/schemas';

/** "Edit Category": rename, replace the image. */
export function ProfessionalCategoryEdit({ id, onClose }: { id: Identifier; onClose: () => void }) {
  return <EditImageDialog resource="professionalCategories" id={id} nameSource="professionalCategory" schema={professionalCategoryRenameSchema} of="category" onClose={onClose} />;
}
