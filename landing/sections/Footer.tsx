/**
 * Footer: About Us, Quick Links (the legal dialogs are loaded on first use) and Contact Us from content/contact.ts.
 * The two dialogs toggle independently (SPEC section 4).
 */
import { lazy, Suspense, useState } from 'react';
import { Link } from '../router/Router.tsx';
import { COMPANY_NAME, CONTACT, COPYRIGHT_YEAR } from '../content/contact.ts';

const LegalDialog = lazy(() => import('../legal/LegalDialog.tsx'));

export function Footer() {
  const [termsOpen, setTermsOpen] = useState(false);
  const [privacyOpen, setPrivacyOpen] = useState(false);

  return (
    <footer id="contact" className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">About Us</h2>
          <p>
            {COMPANY_NAME} is a fresh-produce marketplace for retail customers and HoReCa businesses, with sellers and
            suppliers across Tamil Nadu. Shop from our consumer app; vendors manage their store in the vendor app.
          </p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Quick Links</h2>
          <ul className="footer-links">
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/#marketplace">Shop</Link>
            </li>
            <li>
              <Link to="/Footer">Contact</Link>
            </li>
            <li>
              <Link to="/Product#promises">FAQs</Link>
            </li>
            <li>
              <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => setTermsOpen(true)}>
                Our Term&apos;s
              </button>
            </li>
            <li>
              <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => setPrivacyOpen(true)}>
                Our Privacy
              </button>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact Us</h2>
          <address>
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
            <br />
            <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a>
            {CONTACT.addressLines.map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
          </address>
        </section>
      </div>
      <p className="site-footer__copy">
        © {COPYRIGHT_YEAR} {COMPANY_NAME}. All rights reserved.
      </p>
      <Suspense fallback={null}>
        {termsOpen && <LegalDialog kind="terms" onClose={() => setTermsOpen(false)} />}
        {privacyOpen && <LegalDialog kind="privacy" onClose={() => setPrivacyOpen(false)} />}
      </Suspense>
    </footer>
  );
}
