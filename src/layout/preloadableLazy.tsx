/**
 * React.lazy that can be loaded ahead of its first use. A screen mounted after its module has loaded renders the
 * component itself, not the lazy wrapper: a lazy component suspends on its first render even when its module is
 * already there, and React 19 reveals suspended content at most every 300 ms, which every first visit to the
 * screen would wait for. (react-lazy-with-preload does the same, but its wrapper swaps component types on a
 * re-render, which would remount a screen with a half-filled form; here each mount keeps the type it started with.)
 */
import { lazy, useState, type ComponentType } from 'react';

export interface PreloadableComponent<P extends object> {
  (props: P): React.JSX.Element;
  /** Starts loading the module (once); resolves when the component can render without suspending. */
  preload(): Promise<ComponentType<P>>;
}

export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a failed chunk may load on the next attempt
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}

/** Runs `work` when the browser is idle (soon after the current screen has painted). */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 200);
  return () => clearTimeout(timer);
}
