/**
 * A complaint's status for its ticket and phone number: a plain form that posts without JavaScript (the server
 * answers this page with the status, or the one "no match" notice, under the form), with JavaScript a JSON lookup
 * drawn the same way. The server's block is read back so that hydration keeps it.
 */
import { useRef, useState, type FormEvent } from 'react';
import {
  GRIEVANCE_RESULT_ID,
  GRIEVANCE_STATUS_FORM_ID,
  GRIEVANCE_STATUS_PATH,
  GRIEVANCE_TEXTS,
  grievanceFieldId,
  grievanceStatusRows,
} from '../../src/domain/grievanceForm.ts';
import type { GrievanceStatus } from '../../src/domain/grievances.ts';
import { ApiError, call } from '../api.ts';
import { Field } from '../vendor/Field.tsx';
import { PostedForm } from '../vendor/PostedForm.tsx';
import { useT } from '../i18n/index.ts';

type Answer = { kind: 'status'; status: GrievanceStatus } | { kind: 'notice'; text: string } | { kind: 'page'; html: string; success: boolean } | null;

function answerOnPage(): { answer: Answer; errors: Record<string, string> } {
  if (typeof document === 'undefined') return { answer: null, errors: {} };
  const result = document.getElementById(GRIEVANCE_RESULT_ID);
  const errors: Record<string, string> = {};
  for (const name of ['ticket', 'phoneNumber']) {
    const error = document.getElementById(`${grievanceFieldId(name)}-error`)?.textContent;
    if (error) errors[name] = error;
  }
  return { answer: result ? { kind: 'page', html: result.innerHTML, success: result.classList.contains('notice--success') } : null, errors };
}

export default function GrievanceStatusForm() {
  const { t, lang } = useT();
  const texts = GRIEVANCE_TEXTS[lang];
  const [first] = useState(answerOnPage);
  const [answer, setAnswer] = useState<Answer>(first.answer);
  const [errors, setErrors] = useState<Record<string, string>>(first.errors);
  const [busy, setBusy] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const status = await call<GrievanceStatus>('POST', GRIEVANCE_STATUS_PATH, Object.fromEntries(new FormData(event.currentTarget)));
      setAnswer({ kind: 'status', status });
    } catch (error) {
      const problem = error instanceof ApiError ? error : new ApiError(t.grievance.notSent, 0);
      setErrors(problem.errors);
      setAnswer(problem.status === 404 ? { kind: 'notice', text: texts.notFound } : Object.keys(problem.errors).length ? null : { kind: 'notice', text: problem.message });
    } finally {
      setBusy(false);
      queueMicrotask(() => resultRef.current?.focus());
    }
  };

  return (
    <>
      <PostedForm id={GRIEVANCE_STATUS_FORM_ID} action={GRIEVANCE_STATUS_PATH} labelledBy="grievance-status-title" onSubmit={submit}>
        <h2 id="grievance-status-title">{t.grievance.statusHeading}</h2>
        <p>{t.grievance.statusIntro}</p>
        <Field id={grievanceFieldId('ticket')} label={t.grievance.ticket} control={{ name: 'ticket' }} error={errors.ticket} />
        <Field id={grievanceFieldId('phoneNumber')} label={t.grievance.fields.phoneNumber} control={{ name: 'phoneNumber' }} error={errors.phoneNumber} type="tel" autoComplete="tel" />
        <button type="submit" className="button" disabled={busy}>
          {busy ? t.grievance.checking : t.grievance.check}
        </button>
      </PostedForm>
      {answer?.kind === 'page' && (
        <div
          ref={resultRef}
          id={GRIEVANCE_RESULT_ID}
          className={answer.success ? 'notice notice--success' : 'notice notice--error'}
          role={answer.success ? 'status' : 'alert'}
          tabIndex={-1}
          dangerouslySetInnerHTML={{ __html: answer.html }}
        />
      )}
      {answer?.kind === 'notice' && (
        <div ref={resultRef} id={GRIEVANCE_RESULT_ID} className="notice notice--error" role="alert" tabIndex={-1}>
          <p>{answer.text}</p>
        </div>
      )}
      {answer?.kind === 'status' && (
        <div ref={resultRef} id={GRIEVANCE_RESULT_ID} className="notice notice--success" role="status" tabIndex={-1}>
          <h2>
            {texts.statusHeading} {answer.status.ticket}
          </h2>
          <dl>
            {grievanceStatusRows(answer.status, lang).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </>
  );
}
