import type { Identifier } from 'react-admin';
import { EditImageDialog } from '../master/EditImageDialog';
import { vegetableCategorySchema } from '../master/schemas';

/** "Edit Category": rename, replace the image. */
export function VegetableCategoryEdit({ id, onClose }: { id: Identifier; onClose: () => void }) {
  return <EditImageDialog resource="vegetableCategories" id={id} nameSource="vegcategory" schema={vegetableCategorySchema} of="category" onClose={onClose} />;
}
