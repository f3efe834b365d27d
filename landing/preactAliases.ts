/**
 * The landing is written against React's API and runs on Preact (preact/compat): the same components hydrate with
 * about a quarter of the JavaScript (React DOM alone is about 60 kB gzipped on a page whose whole script budget is
 * 75 kB). Both the landing's Vite build and its unit tests resolve React through these aliases, so the tests run
 * the library that ships. The admin (src/) keeps React.
 */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
];
