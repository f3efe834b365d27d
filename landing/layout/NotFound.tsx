import { Link } from '../router/Router.tsx';

/** The origin's 404 page (prerendered to 404.html and shown for unknown client-side paths). */
export function NotFound() {
  return (
    <main id="main" className="page page--center">
      <h1>Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <p>
        <Link className="button" to="/">
          Go to the home page
        </Link>
      </p>
    </main>
  );
}
