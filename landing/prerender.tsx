/** Server entry for the build: renders one path of the app to HTML, waiting for its lazy chunks (see build.ts). */
import { prerender } from 'react-dom/static';
import { App } from './App.tsx';
import { ROUTES } from './routes.tsx';

export { ROUTES };
export { NOT_FOUND_TITLE } from './App.tsx';
export { SHARE_IMAGE_SIZE, shareImagePath } from './content/shareImages.ts';
export { COMPANY_NAME, CONTACT } from './content/contact.ts';

export async function render(path: string): Promise<string> {
  const { prelude } = await prerender(<App path={path} />);
  return new Response(prelude).text();
}
