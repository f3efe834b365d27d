import EngineeringIcon from '@mui/icons-material/Engineering';
import { Route } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import { ProfessionalSubcategoryList } from '../professionalSubcategories/ProfessionalSubcategoryList';
import { ProfessionalCategoryList } from './ProfessionalCategoryList';

/** Professional categories; their subcategories live at :categoryId/subcategories (deep-linkable). */
export const professionalCategories: ResourceProps = {
  name: 'professionalCategories',
  list: ProfessionalCategoryList,
  icon: EngineeringIcon,
  recordRepresentation: 'professionalCategory',
  children: <Route path=":categoryId/subcategories" element={<ProfessionalSubcategoryList />} />,
};
