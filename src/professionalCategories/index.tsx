import EngineeringIcon from '@mui/icons-material/Engineering';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import { subcategoriesPath } from '../master/subcategories';

// Each screen is its own lazy chunk, so the login page does not load master-data code.
const ProfessionalCategoryList = lazy(() => import('./ProfessionalCategoryList').then((m) => ({ default: m.ProfessionalCategoryList })));
const ProfessionalSubcategoryList = lazy(() => import('./ProfessionalCategoryList').then((m) => ({ default: m.ProfessionalSubcategoryList })));

/** Professional categories; their subcategories live at :categoryId/subcategories (deep-linkable). */
export const professionalCategories: ResourceProps = {
  name: 'professionalCategories',
  list: ProfessionalCategoryList,
  icon: EngineeringIcon,
  recordRepresentation: 'professionalCategory',
  children: <Route path={subcategoriesPath} element={<ProfessionalSubcategoryList />} />,
};
