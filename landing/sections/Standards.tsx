import { useT } from '../i18n/index.ts';
import type { SectionLevel } from './Heading.tsx';
import { Section } from './Section.tsx';

export function Standards({ level }: { level: SectionLevel }) {
  const { t } = useT();
  return (
    <Section name="standards" level={level} tint>
      <ol className="values">
        {t.standards.values.map((value) => (
          <li key={value.title} className="values__item">
            <strong>{value.title}</strong>
            <span>{value.text}</span>
          </li>
        ))}
      </ol>
    </Section>
  );
}
