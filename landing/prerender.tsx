/** Server entry for the build: renders one path of the app to an HTML string (see build.ts). */
import { renderToString } from 'react-dom/server';
import { App } from './App.tsx';
import { ROUTES } from './routes.tsx';

export { ROUTES };
export { NOT_FOUND_TITLE } from './App.tsx';

export function render(path: string): string {
  return renderToString(<App path={path} />);
}
