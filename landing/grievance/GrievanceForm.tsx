/**
 * "Raise a complaint" (docs/grievances.md): a plain multipart form that posts without JavaScript (the server answers
 * this page with the ticket in place of the form, or with the errors, server/site/grievancePage.ts); with
 * JavaScript it posts the same form data asking for JSON and shows the ticket or the errors in place. What the
 * server drew before hydration (its errors, its ticket block) is read back so that hydration keeps it.
 */
import { PrivacyNoticeSummary } from '../legal/PrivacyNoticeSummary.tsx';
import { useEffect, useRef, useState } from 'react';
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_COMPLAINANTS,
  GRIEVANCE_FORM_ID,
  GRIEVANCE_RESULT_ID,
  GRIEVANCE_STATUS_PAGE_PATH,
  GRIEVANCE_SUBMIT_PATH,
  GRIEVANCE_TEXTS,
  grievanceFieldId,
} from '../../src/domain/grievanceForm.ts';
import { call } from '../api.ts';
import { Field } from '../vendor/Field.tsx';
import { PostedForm } from '../vendor/PostedForm.tsx';
import { usePostedForm } from '../vendor/usePostedForm.ts';
import { useT } from '../i18n/index.ts';

const FIELD_NAMES = ['name', 'complainant', 'category', 'description', 'phoneNumber', 'email', 'attachment'] as const;

interface PageAnswer {
  errors: Record<string, string>;
  failure: string | null;
  description?: string;
  /** The ticket the server put in place of the form. */
  ticket: string | null;
}

function answerOnPage(): PageAnswer {
  if (typeof document === 'undefined') return { errors: {}, failure: null, ticket: null };
  const result = document.getElementById(GRIEVANCE_RESULT_ID);
  if (result?.dataset.ticket) return { errors: {}, failure: null, ticket: result.dataset.ticket };
  const form = document.getElementById(GRIEVANCE_FORM_ID) as HTMLFormElement | null;
  if (!form) return { errors: {}, failure: null, ticket: null };
  const errors: Record<string, string> = {};
  for (const name of FIELD_NAMES) {
    const error = form.querySelector(`#${grievanceFieldId(name)}-error`)?.textContent;
    if (error) errors[name] = error;
  }
  const description = form.querySelector('textarea')?.value;
  return { errors, failure: form.querySelector('.notice--error')?.textContent ?? null, description: description || undefined, ticket: null };
}

export default function GrievanceForm() {
  const { t, lang, href } = useT();
  const texts = GRIEVANCE_TEXTS[lang];
  const [answered] = useState(answerOnPage);
  const [ticket, setTicket] = useState<string | null>(answered.ticket);
  const { errors, failure, busy, submitWith } = usePostedForm({
    fields: FIELD_NAMES,
    fieldId: grievanceFieldId,
    answered,
    focusedByPage: Object.keys(answered.errors).length > 0 || answered.ticket !== null,
    notSent: t.grievance.notSent,
    correctBelow: texts.correctBelow,
  });
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (ticket && !answered.ticket) resultRef.current?.focus();
  }, [ticket, answered.ticket]);

  const submit = submitWith(async (form) => {
    const data = new FormData(form);
    const file = data.get('attachment');
    if (file instanceof File && file.size === 0) data.delete('attachment');
    const answer = await call<{ ticket: string }>('POST', GRIEVANCE_SUBMIT_PATH, data);
    setTicket(answer.ticket);
  });

  if (ticket) {
    return (
      <div ref={resultRef} id={GRIEVANCE_RESULT_ID} className="notice notice--success" role="status" tabIndex={-1} data-ticket={ticket}>
        <h2>{texts.receivedHeading}</h2>
        <p>
          {texts.ticketLabel}: <strong className="ticket">{ticket}</strong>
        </p>
        <p>{texts.keepTicket}</p>
        <p>
          <a href={href(GRIEVANCE_STATUS_PAGE_PATH)}>{texts.statusLink}</a>
        </p>
      </div>
    );
  }

  const choices = <K extends string>(values: readonly K[], labels: Record<K, string>) => values.map((value) => ({ value, label: labels[value] }));
  return (
    <PostedForm id={GRIEVANCE_FORM_ID} action={GRIEVANCE_SUBMIT_PATH} labelledBy="grievance-title" onSubmit={submit} multipart>
      <h2 id="grievance-title">{t.grievance.heading}</h2>
      <p>{t.grievance.intro}</p>
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      <Field id={grievanceFieldId('name')} label={t.grievance.fields.name} control={{ name: 'name' }} error={errors.name} autoComplete="name" />
      <Field
        id={grievanceFieldId('complainant')}
        label={t.grievance.fields.complainant}
        control={{ name: 'complainant' }}
        error={errors.complainant}
        options={choices(GRIEVANCE_COMPLAINANTS, t.grievance.complainants)}
        placeholderOption={t.grievance.choose}
      />
      <Field
        id={grievanceFieldId('category')}
        label={t.grievance.fields.category}
        control={{ name: 'category' }}
        error={errors.category}
        options={choices(GRIEVANCE_CATEGORIES, t.grievance.categories)}
        placeholderOption={t.grievance.choose}
      />
      <Field
        id={grievanceFieldId('description')}
        label={t.grievance.fields.description}
        control={answered.description !== undefined ? { name: 'description', defaultValue: answered.description } : { name: 'description' }}
        error={errors.description}
        multiline={6}
      />
      <Field id={grievanceFieldId('phoneNumber')} label={t.grievance.fields.phoneNumber} control={{ name: 'phoneNumber' }} error={errors.phoneNumber} type="tel" autoComplete="tel" />
      <Field id={grievanceFieldId('email')} label={t.grievance.fields.email} control={{ name: 'email' }} error={errors.email} type="email" autoComplete="email" optional />
      <Field id={grievanceFieldId('attachment')} label={t.grievance.fields.attachment} control={{ name: 'attachment' }} error={errors.attachment} type="file" optional />
      <p className="form__hint">{t.grievance.privacy}</p>
      <PrivacyNoticeSummary />
      <button type="submit" className="button" disabled={busy}>
        {busy ? t.grievance.sending : t.grievance.send}
      </button>
    </PostedForm>
  );
}
