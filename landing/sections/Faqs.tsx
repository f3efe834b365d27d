import { useT } from '../i18n/index.ts';

/** The page's id of the questions (the footer's FAQs link). */
export const FAQS_ID = 'faqs';

/** Frequently asked questions on the Contact page, each answer a native <details> (no script needed). */
export function Faqs() {
  const { t } = useT();
  return (
    <section id={FAQS_ID} className="faqs" aria-labelledby="faqs-title">
      <h2 id="faqs-title">{t.faqs.heading}</h2>
      {t.faqs.items.map((item) => (
        <details key={item.question} className="faqs__item">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}
