import EngineeringIcon from '@mui/icons-material/Engineering';
import { categoryResource } from '../master/categoryResource';

/** Professional categories and, under each, its subcategories. */
export const professionalCategories = categoryResource(
  { name: 'professionalCategories', icon: EngineeringIcon, recordRepresentation: 'professionalCategory' },
  () => import('./ProfessionalCategoryList').then((m) => ({ list: m.ProfessionalCategoryList, subcategories: m.ProfessionalSubcategoryList })),
);
