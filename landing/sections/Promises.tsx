import { PROMISES } from '../content/promises.ts';
import { Heading, SubHeading, type SectionLevel } from './Heading.tsx';
import { Globe } from './Globe.tsx';

/** Our Promises: six cards whose Know More discloses a short detail (a native <details>: works without JS). */
export function Promises({ level }: { level: SectionLevel }) {
  return (
    <section id="promises" className="section" aria-labelledby="promises-title">
      <Heading level={level} id="promises-title">
        Our Promises
      </Heading>
      <p className="section__intro">What every hotel, restaurant, cafe and retailer can count on with every order.</p>
      <ul className="promises">
        {PROMISES.map((card) => (
          <li key={card.id} className="promise">
            <img src={card.image} width="64" height="64" alt="" loading="lazy" decoding="async" />
            <SubHeading level={level}>{card.name}</SubHeading>
            <p>{card.description}</p>
            <details className="promise__more">
              <summary>
                Know More<span className="visually-hidden"> about {card.name}</span>
              </summary>
              <p>{card.detail}</p>
            </details>
          </li>
        ))}
      </ul>
      <Globe />
    </section>
  );
}
