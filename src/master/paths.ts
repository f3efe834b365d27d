/** Paths of the master-data screens, relative to the admin router (add useBasename() when linking). */
export const masterPaths = {
  home: '/master/category',
  vegetableCategories: '/vegetableCategories',
  vegetableSubcategories: (categoryId: number | string) => `/vegetableCategories/${categoryId}/subcategories`,
  professionalCategories: '/professionalCategories',
  professionalSubcategories: (categoryId: number | string) => `/professionalCategories/${categoryId}/subcategories`,
  transportCategories: '/transportCategories',
  callRequests: '/callRequests',
} as const;
