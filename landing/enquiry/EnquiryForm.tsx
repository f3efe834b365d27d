/**
 * The buyer enquiry (name, business, phone, city, what they need) → a call request for the call desk.
 * A plain form that posts without JavaScript (the server redirects to a thank-you page or answers this page
 * with the errors); with JavaScript it posts JSON and shows the result or the errors in place, moving focus
 * to the result or to the first wrong field.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ENQUIRY_FORM_ID, enquiryFieldId } from '../../src/domain/enquiryForm.ts';
import { ApiError, call } from '../api.ts';
import { Field } from '../vendor/Field.tsx';
import { focusFirstError } from '../vendor/focusFirstError.ts';
import { useT } from '../i18n/index.ts';

const FIELDS = [
  { name: 'name', autoComplete: 'name' },
  { name: 'business', autoComplete: 'organization' },
  { name: 'phoneNumber', type: 'tel', autoComplete: 'tel' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'needs', multiline: 4 },
] as const;
const FIELD_NAMES = FIELDS.map((f) => f.name);

export default function EnquiryForm() {
  const { t, lang } = useT();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) resultRef.current?.focus();
  }, [sent]);
  useEffect(() => {
    focusFirstError(FIELD_NAMES, errors, enquiryFieldId);
  }, [errors]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      await call('POST', '/api/enquiries', Object.fromEntries(new FormData(event.currentTarget)));
      setSent(true);
    } catch (error) {
      const problem = error instanceof ApiError ? error : new ApiError(t.enquiry.notSent, 0);
      setErrors(problem.errors);
      setFailure(Object.keys(problem.errors).length ? t.enquiry.correctBelow : problem.message);
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <div ref={resultRef} className="notice notice--success" role="status" tabIndex={-1}>
        <h2>{t.enquiry.thanks}</h2>
        <p>{t.enquiry.received}</p>
      </div>
    );
  }

  return (
    <form id={ENQUIRY_FORM_ID} className="form" action={lang === 'en' ? '/api/enquiries' : `/api/enquiries?lang=${lang}`} method="post" noValidate onSubmit={submit} aria-labelledby="enquiry-title">
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
          control={{ name: f.name }}
          error={errors[f.name]}
          type={'type' in f ? f.type : 'text'}
          autoComplete={'autoComplete' in f ? f.autoComplete : undefined}
          multiline={'multiline' in f ? f.multiline : undefined}
        />
      ))}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t.enquiry.sending : t.enquiry.send}
      </button>
    </form>
  );
}
