/** Any rendering failure below shows the SPEC fallback screen with a way home (a full page load, to reset state). */
import { Component, type ErrorInfo, type ReactNode } from 'react';

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
  return (
    <main id="main" className="page page--center">
      <h1>Unexpected Application Error!</h1>
      <p className="error-detail">{message || 'Something went wrong while showing this page.'}</p>
      <p>
        <a className="button" href="/">
          Go to the home page
        </a>
      </p>
    </main>
  );
}
