/** Professional subcategories (SPEC section 7 "Professionals"), listed per parent category; created with an image. */
import { MEDIA_FOLDERS } from '../../domain';
import { GET, POST, PUT } from '../endpoint';
import { oneOrZero, type ImageResourceActions } from './imageActions';
import { subcategoryAdapter } from './subcategoryKind';

export const professionalSubcategoryActions: ImageResourceActions = {
  nameField: 'subcategoryName',
  imageField: 'subcategoryImage',
  rename: PUT('/professional/master/subcategory/updateName'),
  renameBody: (id, newName) => ({ subcategoryId: id, newName }),
  renameReportsSuccess: true,
  setActive: PUT('/admin/professional-subcategories/{id}'),
  activeValue: oneOrZero,
  replaceImage: POST('/vendor/professional/subcategoryImgReplace'),
  replaceIdField: 'subcategory_id',
};

export const professionalSubcategories = subcategoryAdapter({
  resource: 'professionalSubcategories',
  list: GET('/professional-subcategories/{categoryId}'),
  parentList: GET('/professional/categories'),
  create: POST('/professional/add/subcategory'),
  imageRequired: true,
  imageFolder: MEDIA_FOLDERS.professionalSubcategoryImages,
  actions: professionalSubcategoryActions,
});
