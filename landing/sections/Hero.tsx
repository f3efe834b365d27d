import { Link } from '../router/Router.tsx';
import { Logo } from '../layout/Logo.tsx';
import { HeroArt } from './HeroArt.tsx';
import { useT } from '../i18n/index.ts';

/** The hero: logo, the SPEC headline and tagline, and the way in for vendors. The headline is the LCP. */
export function Hero() {
  const { t, href } = useT();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__text">
        <Logo size={56} />
        {/* Non-breaking spaces keep "Ho Re Ca" on one line. */}
        <h1 id="hero-title">{t.hero.headline}</h1>
        <p className="hero__tagline">{t.hero.tagline}</p>
        <p className="hero__lead">{t.hero.lead}</p>
        <p className="hero__actions">
          <Link className="button" to={href('/Footer#enquiry-form')}>
            {t.hero.requestCall}
          </Link>
          <Link className="button button--ghost" to={href('/vendor')}>
            {t.hero.sellWithUs}
          </Link>
        </p>
      </div>
      <HeroArt />
    </section>
  );
}
