import CategoryIcon from '@mui/icons-material/Category';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import { subcategoriesPath } from '../master/subcategories';

// Each screen is its own lazy chunk, so the login page does not load master-data code.
const VegetableCategoryList = lazy(() => import('./VegetableCategoryList').then((m) => ({ default: m.VegetableCategoryList })));
const VegetableSubcategoryList = lazy(() => import('./VegetableCategoryList').then((m) => ({ default: m.VegetableSubcategoryList })));

/** Vegetable categories; their subcategories live at :categoryId/subcategories (deep-linkable). */
export const vegetableCategories: ResourceProps = {
  name: 'vegetableCategories',
  list: VegetableCategoryList,
  icon: CategoryIcon,
  recordRepresentation: 'vegcategory',
  children: <Route path={subcategoriesPath} element={<VegetableSubcategoryList />} />,
};
