/** The one `<main id="main">` of every page, the landmark the skip link targets; `layout` picks the page's width and alignment. */
import type { ReactNode } from 'react';

const LAYOUT_CLASS = {
  /** Full-width sections (the home page and its parts). */
  sections: undefined,
  page: 'page',
  text: 'page page--text',
  center: 'page page--center',
} as const;

export function PageMain({ layout, hydrateAtOnce, children }: { layout: keyof typeof LAYOUT_CLASS; hydrateAtOnce?: boolean; children: ReactNode }) {
  return (
    <main id="main" className={LAYOUT_CLASS[layout]} {...(hydrateAtOnce ? { 'data-hydrate-at-once': '' } : {})}>
      {children}
    </main>
  );
}
