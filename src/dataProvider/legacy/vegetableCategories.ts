/** Vegetable categories (SPEC section 7 "Vegetable categories"): records are the legacy fields plus `imageUrl`. */
import { MEDIA_FOLDERS, type VegetableCategory } from '../../domain';
import { VEGETABLE_CATEGORY_ENDPOINTS } from '../../domain/endpoints';
import { fileName, oneOrZero } from './imageActions';
import { categoriesOfArea } from './categoryKind';

const { actions, adapter, toRecord } = categoriesOfArea<VegetableCategory>({
  resource: 'vegetableCategories',
  nameField: 'vegcategory',
  categoryEndpoints: VEGETABLE_CATEGORY_ENDPOINTS,
  imageFolder: MEDIA_FOLDERS.vegetableCategoryImages,
  renameBody: (id, newName) => ({ categoryId: id, newName }),
  activeValue: oneOrZero,
  // JSON as the legacy client sends it; multipart only when the admin also picked an image.
  async sendCreate(http, create, name, image) {
    if (!image) return http.call(create, { json: { vegcategory: name } });
    const form = new FormData();
    form.append('vegcategory', String(name ?? ''));
    form.append('categoryimg', image, fileName(image, 'category-image'));
    return http.call(create, { form });
  },
});

export { actions as vegetableCategoryActions, adapter as vegetableCategories, toRecord as toVegetableCategoryRecord };
