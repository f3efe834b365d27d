import type { ReactNode } from 'react';
import { useT } from '../i18n/index.ts';
import { Heading, type SectionLevel } from './Heading.tsx';

/** The home page's sections, each named after its catalogue group (its heading and optional intro) and its id. */
export type SectionName = 'standards' | 'marketplace' | 'promises';

/**
 * One section of the home page (or the whole of its own page): the heading that names it for assistive
 * technology (`aria-labelledby` on `<name>-title`), the intro when its catalogue has one, then its own content.
 */
export function Section({ name, level, tint, children }: { name: SectionName; level: SectionLevel; tint?: boolean; children: ReactNode }) {
  const { t } = useT();
  const text: { heading: string; intro?: string } = t[name];
  const titleId = `${name}-title`;
  return (
    <section id={name} className={tint ? 'section section--tint' : 'section'} aria-labelledby={titleId}>
      <Heading level={level} id={titleId}>
        {text.heading}
      </Heading>
      {text.intro && <p className="section__intro">{text.intro}</p>}
      {children}
    </section>
  );
}
