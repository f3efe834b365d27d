/** Vegetable subcategories (SPEC section 7 "Vegetable categories"), listed per parent category. */
import { MEDIA_FOLDERS } from '../../domain';
import { GET, POST, PUT } from '../endpoint';
import { oneOrZero, type ImageResourceActions } from './imageActions';
import { subcategoryAdapter } from './subcategoryKind';

export const vegetableSubcategoryActions: ImageResourceActions = {
  nameField: 'subcategoryName',
  imageField: 'subcategoryImage',
  rename: PUT('/subcategory/updateName'),
  renameBody: (id, newName) => ({ subcategoryId: id, newName }),
  renameReportsSuccess: true,
  setActive: PUT('/admin/vegetable-subcategories/{id}'),
  activeValue: oneOrZero,
  replaceImage: POST('/vendor/subcategoryImgReplace'),
  replaceIdField: 'subcategory_id',
};

export const vegetableSubcategories = subcategoryAdapter({
  resource: 'vegetableSubcategories',
  list: GET('/api/vegetable-subcategories/{categoryId}'),
  parentList: GET('/api/vegetable/categories'),
  create: POST('/api/vegetable/add/subcategory'),
  imageRequired: false,
  imageFolder: MEDIA_FOLDERS.vegetableSubcategoryImages,
  actions: vegetableSubcategoryActions,
});
