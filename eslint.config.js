import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'bench/results/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Repositories are async: a call without await would let a route answer before its write (or its failure).
    files: ['server/**/*.ts', 'tests/server/**/*.ts', 'tests/reliability/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'landing/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Both sites speak English and Tamil: a screen's words come from the catalogues (src/i18n, landing/i18n), never
    // from the markup, where the Tamil screens would show them in English. Translation keys have no spaces.
    files: ['src/**/*.tsx', 'landing/**/*.tsx'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: 'JSXText[value=/[A-Za-z]{2,}/]', message: 'Words written in the markup: take them from the catalogues.' },
        {
          selector: 'JSXAttribute[name.name=/^(label|title|aria-label|placeholder|alt|helperText|emptyText)$/] > Literal[value=/[A-Za-z]+ [A-Za-z]+/]',
          message: 'Words written in a prop: take them from the catalogues.',
        },
      ],
    },
  },
  {
    // Architecture boundaries: see ARCHITECTURE.md "Boundaries".
    files: ['src/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['../*', 'react', 'react-admin', '@mui/*', 'node:*'] }] },
  },
  {
    // The vendor-kind, endpoint, resource, message-type and compliance declarations may use the domain's primitives one folder up, and nothing outside it.
    files: ['src/domain/vendorKinds/*.ts', 'src/domain/endpoints/*.ts', 'src/domain/resources/*.ts', 'src/domain/messageTypes/*.ts', 'src/domain/compliance/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['../../*', 'react', 'react-admin', '@mui/*', 'node:*'] }] },
  },
  {
    files: ['landing/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react-admin', 'ra-*', '@mui/*', '@emotion/*'], message: 'The landing must stay tiny: no admin UI kit.' },
          { group: ['**/src/*', '!**/src/domain', '!**/src/domain/*'], message: 'The landing may import only src/domain from the admin tree.' },
        ],
      }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/dataProvider/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Screens never call fetch: go through the data provider.' }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', '**/landing/*', '**/src/*', '!**/src/domain', '!**/src/domain/*'] }],
    },
  },
);
