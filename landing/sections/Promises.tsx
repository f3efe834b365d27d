import { PROMISE_IMAGES } from '../content/promises.ts';
import { SubHeading, type SectionLevel } from './Heading.tsx';
import { Section } from './Section.tsx';
import { Globe } from './Globe.tsx';
import { useT } from '../i18n/index.ts';

/** Our Promises: six cards whose Know More discloses a short detail (a native <details>: works without JS). */
export function Promises({ level }: { level: SectionLevel }) {
  const { t } = useT();
  return (
    <Section name="promises" level={level}>
      <ul className="promises">
        {PROMISE_IMAGES.map((image, index) => {
          const card = t.promises.cards[index];
          if (!card) return null;
          return (
          <li key={image.id} className="promise">
            <img src={image.image} width="64" height="64" alt="" loading="lazy" decoding="async" />
            <SubHeading level={level}>{card.name}</SubHeading>
            <p>{card.description}</p>
            <details className="promise__more">
              <summary>
                {t.promises.knowMore}<span className="visually-hidden">{t.promises.about(card.name)}</span>
              </summary>
              <p>{card.detail}</p>
            </details>
          </li>
          );
        })}
      </ul>
      <Globe />
    </Section>
  );
}
