import { Link } from '../router/Router.tsx';
import { Logo } from '../layout/Logo.tsx';
import { HeroArt } from './HeroArt.tsx';

/** The hero: logo, the SPEC headline and tagline, and the way in for vendors. The headline is the LCP. */
export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__text">
        <Logo size={56} />
        {/* Non-breaking spaces keep "Ho Re Ca" on one line. */}
        <h1 id="hero-title">{"Tamilnadu's Emerging B2B Market Place for Ho\u00a0Re\u00a0Ca Business"}</h1>
        <p className="hero__tagline">New Retail Platform for food and grocery</p>
        <p className="hero__lead">
          Fresh produce and staples for hotels, restaurants, cafes and retailers, sourced from Tamil Nadu growers and
          delivered on time.
        </p>
        <p className="hero__actions">
          <Link className="button" to="/Footer#enquiry-form">
            Request a call
          </Link>
          <Link className="button button--ghost" to="/vendor">
            Sell with us
          </Link>
        </p>
      </div>
      <HeroArt />
    </section>
  );
}
