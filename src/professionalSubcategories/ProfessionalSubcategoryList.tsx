import { SubcategoryScreen } from '../master/SubcategoryScreen';
import { masterPaths } from '../master/paths';

/** Subcategories of one professional category (/professionalCategories/:categoryId/subcategories). */
export function ProfessionalSubcategoryList() {
  return (
    <SubcategoryScreen
      resource="professionalSubcategories"
      categoryResource="professionalCategories"
      categoryName={(category) => String(category.professionalCategory ?? '')}
      backTo={masterPaths.professionalCategories}
      titleKey="master.professional.subcategoriesTitle"
      emptyKey="master.professional.noSubcategories"
      withImage
    />
  );
}
