import { TextInput } from 'react-admin';
import { ImageFileInput } from '../master/ImageFileInput';
import { MasterCreate } from '../master/MasterCreate';
import { professionalCategorySchema } from '../master/schemas';

/** "Add Category": name and image both required, else "Please select both category name and image.". */
export function ProfessionalCategoryCreate() {
  return (
    <MasterCreate resource="professionalCategories" title="app.master.addCategory" schema={professionalCategorySchema}>
      <TextInput source="professionalCategory" variant="outlined" size="small" />
      <ImageFileInput />
    </MasterCreate>
  );
}
