/**
 * Site header: logo, the four SPEC links and the vendor portal. Below 760 px the links sit behind an accessible hamburger
 * (aria-expanded/aria-controls, Escape closes and returns focus); any link click closes the menu.
 * On every page the landing serves, its 404 page included (the admin at /admin/ is another app): a public path
 * that merely starts with "admin" (/administrator) must hydrate the header it was prerendered with.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { Link, useRouter } from '../router/Router.tsx';
import { Logo } from './Logo.tsx';
import { LANGUAGE_CODES, LANGUAGES, basePathOf, localizedPath, rememberLanguage, useT } from '../i18n/index.ts';
import type { Catalogue } from '../i18n/types.ts';
import { findRoute } from '../routes.tsx';

/** The brand's name, drawn on two lines; the same in both languages (the link's label says it in words). */
const BRAND_NAME = ['HoReCa', 'Market'] as const;

/** The header's links by base path; each language shows them under its own prefix. */
export const NAV_LINKS = [
  { to: '/', label: 'home' },
  { to: '/Standard', label: 'standards' },
  { to: '/Product', label: 'promises' },
  { to: '/Footer', label: 'contact' },
  { to: '/vendor', label: 'vendor' },
] as const satisfies readonly { to: string; label: keyof Catalogue['nav'] }[];

/**
 * Links to this page in the other languages: a full page load (the page's texts, fonts and <html lang> change),
 * keeping the section the visitor was reading (the path, and the hash at the time of the click). The choice is
 * remembered for the next visit.
 */
function LanguageSwitch() {
  const { path } = useRouter();
  const { t, lang } = useT();
  // An unknown path (the 404 page) switches to the other language's home.
  const base = findRoute(path) ? basePathOf(path) : '/';
  return (
    <ul className="language-switch" aria-label={t.site.languageSwitch}>
      {LANGUAGE_CODES.filter((code) => code !== lang).map((code) => {
        const target = localizedPath(code, base);
        return (
          <li key={code}>
            <a
              href={target}
              hrefLang={LANGUAGES[code].code}
              lang={LANGUAGES[code].code}
              onClick={(event) => {
                rememberLanguage(code);
                if (window.location.hash && !event.defaultPrevented) {
                  event.preventDefault();
                  window.location.assign(target + window.location.hash);
                }
              }}
            >
              {LANGUAGES[code].name}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export function Header() {
  const { path } = useRouter();
  const { t, href } = useT();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A layout effect: the Escape listener is in place as soon as the open menu is (Preact runs plain effects
  // after the next paint, so a quick Escape could come before it).
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t.site.skipToContent}
      </a>
      <div className="site-header__bar">
        <Link to={href('/')} className="brand" aria-label={t.site.homeLabel}>
          <Logo />
          <span className="brand__name" aria-hidden="true">
            {BRAND_NAME[0]} <span>{BRAND_NAME[1]}</span>
          </span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls="site-menu"
          onClick={() => setOpen((o) => !o)}
        >
          <span className="menu-toggle__bars" aria-hidden="true" />
          <span className="visually-hidden">{open ? t.site.closeMenu : t.site.openMenu}</span>
        </button>
        <nav className="site-nav" aria-label={t.site.mainNav}>
          <ul id="site-menu" className={open ? 'menu menu--open' : 'menu'}>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={href(link.to)} aria-current={basePathOf(path) === link.to ? 'page' : undefined} onClick={() => setOpen(false)}>
                  {t.nav[link.label]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch />
      </div>
    </header>
  );
}
