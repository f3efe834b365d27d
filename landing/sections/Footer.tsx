/**
 * Footer: About Us with the app link, Quick Links (SPEC 2's Home, Shop, Contact, FAQs, Our Term's, Our Privacy,
 * then our own two) and Contact Us from content/contact.ts. The legal links are
 * real pages (/terms, /privacy) that open as dialogs for JavaScript users (loaded on first use, SPEC 4: the
 * two toggle independently).
 */
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link } from '../router/Router.tsx';
import { APP_STORE_URL, CONTACT, COPYRIGHT_YEAR } from '../content/contact.ts';
import { LEGAL_PATHS, type LegalKind } from '../legal/titles.ts';
import { loadChunk } from '../chunks/loadChunk.ts';
import { ENQUIRY_FORM_ID } from '../../src/domain/enquiryForm.ts';
import { useT } from '../i18n/index.ts';
import { FAQS_ID } from './Faqs.tsx';
import { GrievanceOfficer } from '../grievance/GrievanceOfficer.tsx';

const LegalDialog = lazy(() => loadChunk(() => import('../legal/LegalDialog.tsx')));

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The app-store link once its URL is configured; an honest placeholder until then. */
export function AppLink({ url }: { url: string | null }) {
  const { t } = useT();
  if (!url) return <p className="app-link app-link--soon">{t.footer.appSoon}</p>;
  return (
    <p className="app-link">
      <a href={url} rel="noopener">
        {t.footer.getApp}
      </a>
    </p>
  );
}

export function Footer() {
  const { t, href } = useT();
  const [open, setOpen] = useState<Record<LegalKind, boolean>>({ terms: false, privacy: false });
  const legalLink = (kind: LegalKind, label: string) => (
    <a
      href={href(LEGAL_PATHS[kind])}
      aria-haspopup="dialog"
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        setOpen((o) => ({ ...o, [kind]: true }));
      }}
    >
      {label}
    </a>
  );

  return (
    <footer id="contact" className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{t.footer.aboutHeading}</h2>
          <p>{t.footer.about}</p>
          <AppLink url={APP_STORE_URL} />
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{t.footer.linksHeading}</h2>
          <ul className="footer-links">
            <li>
              <Link to={href('/')}>{t.nav.home}</Link>
            </li>
            <li>
              {/* The shop is the marketplace the home page pitches (no shop page of its own, SPEC 2). */}
              <Link to={`${href('/')}#marketplace`}>{t.footer.shop}</Link>
            </li>
            <li>
              <Link to={href('/Footer')}>{t.nav.contact}</Link>
            </li>
            <li>
              <Link to={href(`/Footer#${FAQS_ID}`)}>{t.footer.faqs}</Link>
            </li>
            <li>{legalLink('terms', t.footer.terms)}</li>
            <li>{legalLink('privacy', t.footer.privacy)}</li>
            <li>
              <Link to={href(`/Footer#${ENQUIRY_FORM_ID}`)}>{t.footer.requestCall}</Link>
            </li>
            <li>
              <Link to={href('/vendor')}>{t.nav.vendor}</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t.footer.contactHeading}</h2>
          <address>
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
            <br />
            <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a>
            {t.footer.addressLines.map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
          </address>
        </section>
        <GrievanceOfficer headingId="footer-grievance" />
      </div>
      <p className="site-footer__copy">
        {t.footer.copyright(COPYRIGHT_YEAR)}
      </p>
      <Suspense fallback={null}>
        {open.terms && <LegalDialog kind="terms" onClose={() => setOpen((o) => ({ ...o, terms: false }))} />}
        {open.privacy && <LegalDialog kind="privacy" onClose={() => setOpen((o) => ({ ...o, privacy: false }))} />}
      </Suspense>
    </footer>
  );
}
