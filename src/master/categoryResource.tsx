import type { ComponentType } from 'react';
import { Route } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import { lazyResource, lazyScreen } from '../layout/lazyResource';
import { subcategoriesPath } from './subcategoryPath';

/** A category resource's two screens, from one module. */
interface CategoryScreens {
  list: ComponentType;
  subcategories: ComponentType;
}

/**
 * A category resource whose subcategories live at :categoryId/subcategories (deep-linkable); each screen is its own
 * lazy chunk, so the login page does not load master-data code.
 */
export function categoryResource(props: Pick<ResourceProps, 'name' | 'icon' | 'recordRepresentation'>, load: () => Promise<CategoryScreens>): ResourceProps {
  const Subcategories = lazyScreen(() => load().then((m) => m.subcategories));
  return lazyResource({ ...props, children: <Route path={subcategoriesPath} element={<Subcategories />} /> }, { list: () => load().then((m) => m.list) });
}
