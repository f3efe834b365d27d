/**
 * The child route that puts a category's subcategories under its resource: `/<categories>/:categoryId/subcategories`.
 * Apart from the screens (./subcategories.tsx), so declaring the resource (categoryResource.tsx, loaded with the
 * admin) does not load react-admin's forms before a category screen opens.
 */
export const subcategoriesPath = ':categoryId/subcategories';
