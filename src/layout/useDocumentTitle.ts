/** Names the browser tab after the screen: the title react-admin shows in the app bar, then the app's name. */
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

export function useDocumentTitle() {
  const appTitle = useTranslate()('app.title');
  useEffect(() => {
    const titleElement = document.getElementById('react-admin-title');
    const update = () => {
      const screen = titleElement?.textContent?.trim();
      document.title = screen ? `${screen} · ${appTitle}` : appTitle;
    };
    update();
    if (!titleElement) return;
    const observer = new MutationObserver(update);
    observer.observe(titleElement, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [appTitle]);
}
