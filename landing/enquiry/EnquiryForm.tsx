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

const FIELDS = [
  { name: 'name', label: 'Your name', autoComplete: 'name' },
  { name: 'business', label: 'Business name', autoComplete: 'organization' },
  { name: 'phoneNumber', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'needs', label: 'What do you need?', multiline: 4 },
] as const;
const FIELD_NAMES = FIELDS.map((f) => f.name);

export default function EnquiryForm() {
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
      const problem = error instanceof ApiError ? error : new ApiError('The enquiry could not be sent.', 0);
      setErrors(problem.errors);
      setFailure(Object.keys(problem.errors).length ? 'Please correct the fields marked below.' : problem.message);
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <div ref={resultRef} className="notice notice--success" role="status" tabIndex={-1}>
        <h2>Thank you</h2>
        <p>We received your enquiry. Our team will call you back soon, usually within one working day.</p>
      </div>
    );
  }

  return (
    <form id={ENQUIRY_FORM_ID} className="form" action="/api/enquiries" method="post" noValidate onSubmit={submit} aria-labelledby="enquiry-title">
      <h2 id="enquiry-title">Request a call</h2>
      <p>Hotels, restaurants and cafes: tell us what you need and we will call you back with prices and delivery times.</p>
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      {FIELDS.map((f) => (
        <Field
          key={f.name}
          id={enquiryFieldId(f.name)}
          label={f.label}
          control={{ name: f.name }}
          error={errors[f.name]}
          type={'type' in f ? f.type : 'text'}
          autoComplete={'autoComplete' in f ? f.autoComplete : undefined}
          multiline={'multiline' in f ? f.multiline : undefined}
        />
      ))}
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Sending…' : 'Send enquiry'}
      </button>
    </form>
  );
}
