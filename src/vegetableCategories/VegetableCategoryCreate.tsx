import { TextInput } from 'react-admin';
import { MasterCreate } from '../master/MasterCreate';
import { vegetableCategorySchema } from '../master/schemas';

/** "Add Category": a name, else "Please enter a category name." (JSON, as the legacy client sends it). */
export function VegetableCategoryCreate() {
  return (
    <MasterCreate resource="vegetableCategories" title="app.master.addCategory" schema={vegetableCategorySchema}>
      <TextInput source="vegcategory" variant="outlined" size="small" />
    </MasterCreate>
  );
}
