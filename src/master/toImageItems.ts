import type { ProfessionalCategoryRecord, SubcategoryRecord, VegetableCategoryRecord } from '../dataProvider/types';
import type { ImageListItem } from './ImageItemCards';

/** Category and subcategory records as the cards show them. */
export const vegetableCategoryItem = (record: VegetableCategoryRecord): ImageListItem => ({
  id: record.id,
  name: record.vegcategory,
  imageUrl: record.imageUrl,
  imageName: record.image_name,
  active: record.active === 1,
});

export const professionalCategoryItem = (record: ProfessionalCategoryRecord): ImageListItem => ({
  id: record.id,
  name: record.professionalCategory,
  imageUrl: record.imageUrl,
  imageName: record.image_name,
  active: record.active === 1,
});

export const subcategoryItem = (record: SubcategoryRecord): ImageListItem => ({
  id: record.id,
  name: record.subcategoryName,
  imageUrl: record.imageUrl,
  imageName: record.subcategoryImage,
  active: record.active === 1,
});
