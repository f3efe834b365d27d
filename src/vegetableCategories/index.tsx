import CategoryIcon from '@mui/icons-material/Category';
import { Route } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import { VegetableSubcategoryList } from '../vegetableSubcategories/VegetableSubcategoryList';
import { VegetableCategoryList } from './VegetableCategoryList';

/** Vegetable categories; their subcategories live at :categoryId/subcategories (deep-linkable). */
export const vegetableCategories: ResourceProps = {
  name: 'vegetableCategories',
  list: VegetableCategoryList,
  icon: CategoryIcon,
  recordRepresentation: 'vegcategory',
  children: <Route path=":categoryId/subcategories" element={<VegetableSubcategoryList />} />,
};
