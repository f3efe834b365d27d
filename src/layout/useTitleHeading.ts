/**
 * Every screen has one level-one heading: screens that render their own h1 keep it; for the others the app
 * bar's title (the screen's name) is announced as the level-one heading.
 */
import { useEffect } from 'react';

export function useTitleHeading() {
  useEffect(() => {
    const title = document.getElementById('react-admin-title');
    const main = document.getElementById('main-content');
    if (!title || !main) return;
    const update = () => {
      if (main.querySelector('h1') || !title.textContent?.trim()) {
        title.removeAttribute('role');
        title.removeAttribute('aria-level');
      } else if (title.getAttribute('role') !== 'heading') {
        title.setAttribute('role', 'heading');
        title.setAttribute('aria-level', '1');
      }
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(main, { subtree: true, childList: true });
    observer.observe(title, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, []);
}
