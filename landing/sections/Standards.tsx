import { useT } from '../i18n/index.ts';
import { Heading, type SectionLevel } from './Heading.tsx';

export function Standards({ level }: { level: SectionLevel }) {
  const { t } = useT();
  return (
    <section id="standards" className="section section--tint" aria-labelledby="standards-title">
      <Heading level={level} id="standards-title">
        {t.standards.heading}
      </Heading>
      <p className="section__intro">{t.standards.intro}</p>
      <ol className="values">
        {t.standards.values.map((value) => (
          <li key={value.title} className="values__item">
            <strong>{value.title}</strong>
            <span>{value.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
