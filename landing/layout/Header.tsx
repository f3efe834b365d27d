/**
 * Site header: logo, the four SPEC links and the vendor portal. Below 760 px the links sit behind an accessible hamburger
 * (aria-expanded/aria-controls, Escape closes and returns focus); any link click closes the menu.
 * On every page the landing serves, its 404 page included (the admin at /admin/ is another app): a public path
 * that merely starts with "admin" (/administrator) must hydrate the header it was prerendered with.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { Link, useRouter } from '../router/Router.tsx';
import { Logo } from './Logo.tsx';
import { COMPANY_NAME } from '../content/contact.ts';

export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/Standard', label: 'Our Standards' },
  { to: '/Product', label: 'Our Promises' },
  { to: '/Footer', label: 'Contact' },
  { to: '/vendor', label: 'Vendor portal' },
] as const;

export function Header() {
  const { path } = useRouter();
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
        Skip to content
      </a>
      <div className="site-header__bar">
        <Link to="/" className="brand" aria-label={`${COMPANY_NAME} home`}>
          <Logo />
          <span className="brand__name" aria-hidden="true">
            HoReCa <span>Market</span>
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
          <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
        </button>
        <nav aria-label="Main">
          <ul id="site-menu" className={open ? 'menu menu--open' : 'menu'}>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} aria-current={path === link.to ? 'page' : undefined} onClick={() => setOpen(false)}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
