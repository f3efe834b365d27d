/**
 * The Terms and Conditions and the Privacy Policy in the page's language, from its catalogue (written from the
 * facts of SPEC sections 5 and 9).
 */
import { CONTACT } from '../content/contact.ts';
import { SubHeading, type SectionLevel } from '../sections/Heading.tsx';
import { useT } from '../i18n/index.ts';
import type { LegalKind } from './titles.ts';
import { PRIVACY_NOTICE, PRIVACY_NOTICE_VERSION } from '../../src/domain/privacy.ts';
import { PRIVACY_REQUEST_PAGE_PATH } from '../../src/domain/privacyRequestForm.ts';

const mail = <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>;

/** `level` 1 on its own page (sub-headings h2), 2 inside the dialog (h3 under the dialog title). */
export function LegalText({ kind, level }: { kind: LegalKind; level: SectionLevel }) {
  const { t, lang, href } = useT();
  const text = t.legal[kind];
  const last = text.sections.length - 1;
  const notice = PRIVACY_NOTICE[lang === 'ta' ? 'ta' : 'en'];
  return (
    <>
      {kind === 'privacy' && (
        <section className="legal-section privacy-notice" id="notice" data-notice-version={PRIVACY_NOTICE_VERSION}>
          <SubHeading level={level}>
            {notice.title} ({notice.version})
          </SubHeading>
          <p>{notice.summary}</p>
          {notice.sections.map((section) => (
            <div key={section.heading}>
              <p>
                <strong>{section.heading}</strong>
              </p>
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
          <p>
            <a href={href(PRIVACY_REQUEST_PAGE_PATH)}>{t.privacyRequest.link}</a>
          </p>
        </section>
      )}
      <p>{text.intro}</p>
      {text.sections.map((section, index) => (
        <section key={section.heading} className="legal-section">
          <SubHeading level={level}>{section.heading}</SubHeading>
          {section.items.length > 1 ? (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : (
            section.items.length === 1 && (
              <p>
                {section.items[0]}
                {kind === 'terms' && index === last && (
                  <>
                    {' '}
                    {t.legal.questions} {mail}.
                  </>
                )}
              </p>
            )
          )}
          {kind === 'privacy' && index === last && (
            <p>
              {t.legal.privacy.writeTo} {mail} {t.legal.privacy.orCall} {CONTACT.phone}.
            </p>
          )}
        </section>
      ))}
    </>
  );
}
