/** Professional categories (SPEC section 7 "Professionals"): create is multipart with the image; records carry `imageUrl`. */
import { HttpError } from 'react-admin';
import { MEDIA_FOLDERS, type ProfessionalCategory } from '../../domain';
import { endpointParts } from '../../domain/vendorKinds';
import { PROFESSIONAL_CATEGORY_ENDPOINTS, PROFESSIONAL_CATEGORY_OPTIONS } from '../../domain/endpoints';
import { fileName } from './imageActions';
import { categoriesOfArea } from './categoryKind';

/** The short list (id and name only) the legacy client uses for pickers. */
export const professionalCategoryOptionsEndpoint = endpointParts(PROFESSIONAL_CATEGORY_OPTIONS);

const { actions, adapter, toRecord } = categoriesOfArea<ProfessionalCategory>({
  resource: 'professionalCategories',
  nameField: 'professionalCategory',
  categoryEndpoints: PROFESSIONAL_CATEGORY_ENDPOINTS,
  imageFolder: MEDIA_FOLDERS.professionalCategoryImages,
  renameBody: (id, newName) => ({ categoryId: id, professionalCategory: newName }),
  activeValue: (active) => active,
  async sendCreate(http, create, name, image) {
    if (!image) {
      const message = 'Please select both category name and image.';
      throw new HttpError(message, 400, { message, errors: { image: message } });
    }
    const form = new FormData();
    form.append('professionalCategory', String(name ?? ''));
    form.append('categoryimg', image, fileName(image, 'category-image'));
    return http.call(create, { form });
  },
});

export { actions as professionalCategoryActions, adapter as professionalCategories, toRecord as toProfessionalCategoryRecord };
