import { CORE_VALUES } from '../content/standards.ts';
import { Heading, type SectionLevel } from './Heading.tsx';

export function Standards({ level }: { level: SectionLevel }) {
  return (
    <section id="standards" className="section section--tint" aria-labelledby="standards-title">
      <Heading level={level} id="standards-title">
        Our Standards
      </Heading>
      <p className="section__intro">
        Fifteen core values guide how we source, price and deliver, and how we treat everyone in the chain.
      </p>
      <ol className="values">
        {CORE_VALUES.map((value) => (
          <li key={value.title} className="values__item">
            <strong>{value.title}</strong>
            <span>{value.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
