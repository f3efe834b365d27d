import { Link } from '../router/Router.tsx';
import { useT } from '../i18n/index.ts';
import { PageMain } from './PageMain.tsx';

/** A short centred page that says one thing and offers the way back to the home page. */
export function MessagePage({ heading, text, back }: { heading: string; text: string; back: string }) {
  const { href } = useT();
  return (
    <PageMain layout="center">
      <h1>{heading}</h1>
      <p>{text}</p>
      <p>
        <Link className="button" to={href('/')}>
          {back}
        </Link>
      </p>
    </PageMain>
  );
}
