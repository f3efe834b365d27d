import type { ReactNode } from 'react';
import { Heading, type SectionLevel } from './Heading.tsx';

/**
 * One section of the home page (or the whole of its own page): the heading that names it for assistive
 * technology (`aria-labelledby` on `<id>-title`), an optional intro paragraph, then the section's own content.
 */
export function Section({
  id,
  level,
  heading,
  intro,
  tint,
  children,
}: {
  id: string;
  level: SectionLevel;
  heading: ReactNode;
  intro?: ReactNode;
  /** The tinted background that sets a section apart from its neighbours. */
  tint?: boolean;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section id={id} className={tint ? 'section section--tint' : 'section'} aria-labelledby={titleId}>
      <Heading level={level} id={titleId}>
        {heading}
      </Heading>
      {intro ? <p className="section__intro">{intro}</p> : null}
      {children}
    </section>
  );
}
