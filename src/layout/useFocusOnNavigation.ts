/**
 * After each navigation, focus moves to the new screen's main heading (its h1), once it is on screen,
 * so keyboard and screen-reader users start at the top of the new screen instead of on <body>. Focus the admin
 * placed in a field or a dialog meanwhile is left alone.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const GIVE_UP_MS = 5000;

function focusIsTaken(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  return Boolean(active.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]'));
}

export function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const main = document.getElementById('main-content') ?? document.body;
    let done = false;
    const finish = () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
    };
    const tryFocus = () => {
      if (done) return;
      // A screen without an h1 of its own is headed by the app bar's title (src/layout/useTitleHeading.ts).
      const heading = main.querySelector<HTMLElement>('h1') ?? main.querySelector<HTMLElement>('h2, h3') ?? document.getElementById('react-admin-title');
      if (!heading || main.querySelector('[role="progressbar"]')) return;
      if (!focusIsTaken()) {
        heading.setAttribute('tabindex', '-1');
        heading.setAttribute('data-navigation-focus', '');
        heading.focus();
      }
      finish();
    };
    const observer = new MutationObserver(tryFocus);
    const timer = setTimeout(finish, GIVE_UP_MS);
    observer.observe(main, { subtree: true, childList: true });
    tryFocus();
    return finish;
  }, [pathname]);
}
