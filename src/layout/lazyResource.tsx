/**
 * Resources whose screens are lazy chunks: the login page and the first screen load none of a resource's code, and
 * each screen loads on its first visit.
 */
import { lazy, type ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';

/** A screen from a module's named export, loaded on first render. */
export function lazyScreen<P extends object = object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(() => load().then((component) => ({ default: component })));
}

type ScreenLoaders = Partial<Record<'list' | 'create' | 'edit' | 'show', () => Promise<ComponentType>>>;

/** A resource from its name, icon and record representation (the rest of its props) and its screens' loaders. */
export function lazyResource(props: Omit<ResourceProps, 'list' | 'create' | 'edit' | 'show'>, screens: ScreenLoaders): ResourceProps {
  const lazyScreens = Object.fromEntries(Object.entries(screens).map(([screen, load]) => [screen, lazyScreen(load)]));
  return { ...props, ...lazyScreens };
}
