import { useT } from '../i18n/index.ts';
import { MessagePage } from './MessagePage.tsx';

/** The origin's 404 page (prerendered to 404.html and shown for unknown client-side paths). */
export function NotFound() {
  const { t } = useT();
  return <MessagePage heading={t.pages.notFound.heading} text={t.pages.notFound.text} back={t.pages.notFound.home} />;
}
