/** Any rendering failure below shows the SPEC fallback screen with a way home (a full page load, to reset state). */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGES, languageOfPath, localizedPath } from '../i18n/index.ts';
import { PageMain } from './PageMain.tsx';

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Landing rendering failed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ErrorScreen message={error.message} />;
  }
}

export function ErrorScreen({ message }: { message: string }) {
  // Outside the router (it may be what failed): the language comes from the address.
  const lang = typeof window === 'undefined' ? DEFAULT_LANGUAGE : languageOfPath(window.location.pathname);
  const t = LANGUAGES[lang].catalogue;
  return (
    <PageMain layout="center">
      <h1>{t.pages.error.heading}</h1>
      <p className="error-detail">{message || t.pages.error.fallback}</p>
      <p>
        <a className="button" href={localizedPath(lang, '/')}>
          {t.pages.error.home}
        </a>
      </p>
    </PageMain>
  );
}
