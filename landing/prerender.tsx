/**
 * Server entry for the build: renders one path of the app to HTML with Preact (the landing's React, see
 * preactAliases.ts), waiting for its lazy chunks (see build.ts).
 */
import { renderToStringAsync } from 'preact-render-to-string';
import type { VNode } from 'preact';
import { App } from './App.tsx';
import { ROUTES } from './routes.tsx';

export { ROUTES };
export { LANGUAGES, LANGUAGE_CODES, localizedPath } from './i18n/index.ts';
export { NOT_FOUND_TITLE } from './App.tsx';
export { SHARE_IMAGE_SIZE, shareImagePath } from './content/shareImages.ts';
export { COMPANY_NAME, CONTACT } from './content/contact.ts';

export async function render(path: string): Promise<string> {
  return renderToStringAsync((<App path={path} />) as unknown as VNode);
}
