import StoriesImport from 'react-insta-stories';

type StoriesComponent = typeof StoriesImport;

/**
 * react-insta-stories ships a CommonJS bundle whose export carries a `default` property; depending on the
 * bundler's interop the default import is the component or that wrapper object.
 */
export const Stories: StoriesComponent = (StoriesImport as StoriesComponent & { default?: StoriesComponent }).default ?? StoriesImport;
