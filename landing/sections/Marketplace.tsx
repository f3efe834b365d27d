import { MARKETPLACE_SECTION_IDS } from '../content/standards.ts';
import { SubHeading, type SectionLevel } from './Heading.tsx';
import { Section } from './Section.tsx';
import { useT } from '../i18n/index.ts';

/** The four-section pitch of the home page. */
export function Marketplace({ level }: { level: SectionLevel }) {
  const { t } = useT();
  return (
    <Section name="marketplace" level={level}>
      <div className="pitch">
        {MARKETPLACE_SECTION_IDS.map((id, index) => (
          <article key={id} id={id} className="pitch__item">
            <span className="pitch__number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <SubHeading level={level}>{t.marketplace.items[index]?.title}</SubHeading>
            <p>{t.marketplace.items[index]?.text}</p>
          </article>
        ))}
      </div>
    </Section>
  );
}
