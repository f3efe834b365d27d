/**
 * The English catalogue: react-admin's own messages, then ours under `resources.<name>.{name,fields,action,
 * notifications}` and the `app` namespace. Feature catalogues are merged in, so each area owns its texts.
 */
import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
// master-data:begin imports (owned by the master-data engineer: `import { masterMessages } from '../master';`)
// master-data:end imports

const appMessages = {
  app: {},
  resources: {},
};

/** Catalogues of other areas, each shaped like `{ resources: { <name>: {...} }, app?: {...} }`. */
const areaCatalogues: object[] = [
  // master-data:begin catalogues (masterMessages,)
  // master-data:end catalogues
];

export const en: TranslationMessages = mergeTranslations(englishMessages, appMessages, ...areaCatalogues);
