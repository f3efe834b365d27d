/**
 * The buyer enquiry (name, business, phone, city, what they need) → a call request for the call desk.
 * A plain form that posts without JavaScript (the server redirects to a thank-you page or answers this page
 * with the errors); with JavaScript it posts JSON and shows the result or the errors in place, moving focus
 * to the result or to the first wrong field.
 */
import { PrivacyNoticeSummary } from '../legal/PrivacyNoticeSummary.tsx';
import { useEffect, useRef, useState } from 'react';
import { ENQUIRY_FORM_ID, enquiryFieldId } from '../../src/domain/enquiryForm.ts';
import { call } from '../api.ts';
import { Field } from '../vendor/Field.tsx';
import { PostedForm } from '../vendor/PostedForm.tsx';
import { usePostedForm } from '../vendor/usePostedForm.ts';
import { useT } from '../i18n/index.ts';

const FIELDS = [
  { name: 'name', autoComplete: 'name' },
  { name: 'business', autoComplete: 'organization' },
  { name: 'phoneNumber', type: 'tel', autoComplete: 'tel' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'needs', multiline: 4 },
] as const;
const FIELD_NAMES = FIELDS.map((f) => f.name);

interface PageAnswer {
  errors: Record<string, string>;
  failure: string | null;
  /** The textarea's text: hydration keeps it only when the textarea is given it. */
  needs?: string;
}

/**
 * The server's answer to this form posted before the page was interactive (server/site/enquiryPage.ts draws it as
 * this component would), read back from the page being hydrated so that hydration keeps it. None when prerendering.
 */
function answerOnPage(): PageAnswer {
  const form = typeof document === 'undefined' ? null : (document.getElementById(ENQUIRY_FORM_ID) as HTMLFormElement | null);
  if (!form) return { errors: {}, failure: null };
  const errors: Record<string, string> = {};
  for (const name of FIELD_NAMES) {
    const error = form.querySelector(`#${enquiryFieldId(name)}-error`)?.textContent;
    if (error) errors[name] = error;
  }
  const needs = form.querySelector('textarea')?.value;
  return { errors, failure: form.querySelector('.notice--error')?.textContent ?? null, needs: needs || undefined };
}

export default function EnquiryForm() {
  const { t } = useT();
  const [answered] = useState(answerOnPage);
  const { errors, failure, busy, submitWith } = usePostedForm({
    fields: FIELD_NAMES,
    fieldId: enquiryFieldId,
    answered,
    // The server's answer already autofocused its first wrong field.
    focusedByPage: Object.keys(answered.errors).length > 0,
    notSent: t.enquiry.notSent,
    correctBelow: t.enquiry.correctBelow,
  });
  const [sent, setSent] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) resultRef.current?.focus();
  }, [sent]);

  const submit = submitWith(async (form) => {
    await call('POST', '/api/enquiries', Object.fromEntries(new FormData(form)));
    setSent(true);
  });

  if (sent) {
    return (
      <div ref={resultRef} className="notice notice--success" role="status" tabIndex={-1}>
        <h2>{t.enquiry.thanks}</h2>
        <p>{t.enquiry.received}</p>
      </div>
    );
  }

  return (
    <PostedForm id={ENQUIRY_FORM_ID} action="/api/enquiries" labelledBy="enquiry-title" onSubmit={submit}>
      <h2 id="enquiry-title">{t.enquiry.heading}</h2>
      <p>{t.enquiry.intro}</p>
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      {FIELDS.map((f) => (
        <Field
          key={f.name}
          id={enquiryFieldId(f.name)}
          label={t.enquiry.fields[f.name]}
          control={f.name === 'needs' && answered.needs !== undefined ? { name: f.name, defaultValue: answered.needs } : { name: f.name }}
          error={errors[f.name]}
          type={'type' in f ? f.type : 'text'}
          autoComplete={'autoComplete' in f ? f.autoComplete : undefined}
          multiline={'multiline' in f ? f.multiline : undefined}
        />
      ))}
      <PrivacyNoticeSummary />
      <button type="submit" className="button" disabled={busy}>
        {busy ? t.enquiry.sending : t.enquiry.send}
      </button>
    </PostedForm>
  );
}
