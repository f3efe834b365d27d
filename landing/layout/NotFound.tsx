import { Link } from '../router/Router.tsx';
import { useT } from '../i18n/index.ts';
import { PageMain } from './PageMain.tsx';

/** The origin's 404 page (prerendered to 404.html and shown for unknown client-side paths). */
export function NotFound() {
  const { t, href } = useT();
  return (
    <PageMain layout="center">
      <h1>{t.pages.notFound.heading}</h1>
      <p>{t.pages.notFound.text}</p>
      <p>
        <Link className="button" to={href('/')}>
          {t.pages.notFound.home}
        </Link>
      </p>
    </PageMain>
  );
}
