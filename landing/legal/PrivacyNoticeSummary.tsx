/**
 * The privacy notice's summary on every form that collects personal data (docs/privacy.md): the text of the
 * notice's version (src/domain/privacy.ts) in the page's language, a link to the full notice, and, where the form
 * offers it, the optional reminders checkbox (a native form posts it as `remindersConsent=on`). Submitting the form
 * is the consent to its own purpose; the server records it with the version.
 */
import type { ChangeEvent } from 'react';
import { PRIVACY_NOTICE, PRIVACY_NOTICE_PATH, PRIVACY_NOTICE_VERSION, REMINDERS_FIELD } from '../../src/domain/privacy.ts';
import { useT } from '../i18n/index.ts';

interface Reminders {
  id: string;
  checked?: boolean;
  onChange?: (checked: boolean) => void;
}

export function PrivacyNoticeSummary({ reminders }: { reminders?: Reminders }) {
  const { lang, href } = useT();
  const notice = PRIVACY_NOTICE[lang === 'ta' ? 'ta' : 'en'];
  return (
    <div className="form__privacy privacy-notice" data-notice-version={PRIVACY_NOTICE_VERSION}>
      <p>{notice.summary}</p>
      <p>
        <a href={href(PRIVACY_NOTICE_PATH)} target="_blank" rel="noopener">
          {notice.fullNotice}
        </a>{' '}
        ({notice.version})
      </p>
      {reminders && (
        <div className="field field--check">
          <input
            id={reminders.id}
            type="checkbox"
            name={REMINDERS_FIELD}
            {...(reminders.onChange
              ? { checked: reminders.checked ?? false, onChange: (event: ChangeEvent<HTMLInputElement>) => reminders.onChange?.(event.target.checked) }
              : {})}
          />
          <label htmlFor={reminders.id}>{notice.remindersLabel}</label>
        </div>
      )}
    </div>
  );
}
