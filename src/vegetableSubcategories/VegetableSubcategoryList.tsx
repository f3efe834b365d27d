import { SubcategoryScreen } from '../master/SubcategoryScreen';
import { masterPaths } from '../master/paths';

/** Subcategories of one vegetable category (/vegetableCategories/:categoryId/subcategories). */
export function VegetableSubcategoryList() {
  return (
    <SubcategoryScreen
      resource="vegetableSubcategories"
      categoryResource="vegetableCategories"
      categoryName={(category) => String(category.vegcategory ?? '')}
      backTo={masterPaths.vegetableCategories}
      titleKey="master.vegetable.subcategoriesTitle"
      emptyKey="master.vegetable.noSubcategories"
      withImage={false}
    />
  );
}
