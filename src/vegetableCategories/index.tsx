import CategoryIcon from '@mui/icons-material/Category';
import { categoryResource } from '../master/categoryResource';

/** Vegetable categories and, under each, its subcategories. */
export const vegetableCategories = categoryResource(
  { name: 'vegetableCategories', icon: CategoryIcon, recordRepresentation: 'vegcategory' },
  () => import('./VegetableCategoryList').then((m) => ({ list: m.VegetableCategoryList, subcategories: m.VegetableSubcategoryList })),
);
