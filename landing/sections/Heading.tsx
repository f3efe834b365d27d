import type { ReactNode } from 'react';

/** A section is the page's h1 when shown alone (/Standard …) and an h2 on the home page. */
export type SectionLevel = 1 | 2;

export function Heading({ level, id, children }: { level: SectionLevel; id: string; children: ReactNode }) {
  const Tag = level === 1 ? 'h1' : 'h2';
  return (
    <Tag id={id} className="section__title">
      {children}
    </Tag>
  );
}

export function SubHeading({ level, children }: { level: SectionLevel; children: ReactNode }) {
  const Tag = level === 1 ? 'h2' : 'h3';
  return <Tag>{children}</Tag>;
}
