/**
 * A data principal's request by one-time code (docs/privacy.md "Requests by one-time code"), in two steps that
 * both post without JavaScript: who and what and the phone number (the server answers this page with the code
 * form shown, server/site/privacyRequestPage.ts), then the code (the server sends a verified request to the
 * received page, or a buyer's data as a ZIP download). The page holds both forms, the second one hidden, so the
 * server only has to show it. With JavaScript the same steps post JSON and are drawn in place; what the server drew
 * (its step, errors, token, result) is read back so that hydration keeps it.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  PRIVACY_CODE_FIELDS,
  PRIVACY_CODE_FORM_ID,
  PRIVACY_REQUESTERS,
  PRIVACY_REQUEST_FIELDS,
  PRIVACY_REQUEST_FORM_ID,
  PRIVACY_REQUEST_PAGE_PATH,
  PRIVACY_REQUEST_RESULT_ID,
  PRIVACY_REQUEST_TEXTS,
  privacyErrors,
  privacyFieldId,
  type PrivacyRequestOutcome,
} from '../../src/domain/privacyRequestForm.ts';
import { indiaDate } from '../../src/domain/grievanceForm.ts';
import { PRIVACY_PUBLIC_REQUEST_PATH, PRIVACY_PUBLIC_VERIFY_PATH, PRIVACY_REQUEST_KINDS, type PrivacyRequestKind } from '../../src/domain/privacy.ts';
import { ApiError, call, callForFile } from '../api.ts';
import { Field } from '../vendor/Field.tsx';
import { PostedForm } from '../vendor/PostedForm.tsx';
import { focusFirstError } from '../vendor/focusFirstError.ts';
import { useT } from '../i18n/index.ts';

type Step = 'ask' | 'code' | 'done';

interface OnPage {
  step: Step;
  token: string;
  errors: Record<string, string>;
  failure: string | null;
  details?: string;
  outcome: PrivacyRequestOutcome | null;
}

function readErrors(form: Element, names: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const name of names) {
    const error = form.querySelector(`#${privacyFieldId(name)}-error`)?.textContent;
    if (error) errors[name] = error;
  }
  return errors;
}

function onPage(): OnPage {
  const none: OnPage = { step: 'ask', token: '', errors: {}, failure: null, outcome: null };
  if (typeof document === 'undefined') return none;
  const result = document.getElementById(PRIVACY_REQUEST_RESULT_ID);
  if (result?.dataset.kind) {
    const kind = PRIVACY_REQUEST_KINDS.find((k) => k === result.dataset.kind) ?? 'access';
    const kept = [...result.querySelectorAll('li')].map((li) => li.textContent ?? '');
    const outcome = { kind, state: result.dataset.state === 'completed' ? 'completed' : 'received', dueAt: result.dataset.due ?? '', kept } as const;
    return { ...none, step: 'done', outcome };
  }
  const codeForm = document.getElementById(PRIVACY_CODE_FORM_ID);
  if (codeForm && !codeForm.hasAttribute('hidden')) {
    const token = (codeForm.querySelector('input[name="requestToken"]') as HTMLInputElement | null)?.value ?? '';
    return { ...none, step: 'code', token, errors: readErrors(codeForm, PRIVACY_CODE_FIELDS), failure: codeForm.querySelector('.notice--error')?.textContent ?? null };
  }
  const askForm = document.getElementById(PRIVACY_REQUEST_FORM_ID);
  if (!askForm) return none;
  const details = askForm.querySelector('textarea')?.value;
  return { ...none, errors: readErrors(askForm, PRIVACY_REQUEST_FIELDS), failure: askForm.querySelector('.notice--error')?.textContent ?? null, details: details || undefined };
}

/** A verified request's JSON answer (a buyer's access answers its ZIP instead). */
interface VerifyAnswer {
  kind?: PrivacyRequestKind;
  state?: 'received' | 'completed';
  dueAt?: string;
  kept?: string[];
}

export default function PrivacyRequestForm() {
  const { t, lang, href } = useT();
  const texts = PRIVACY_REQUEST_TEXTS[lang];
  const [first] = useState(onPage);
  const [step, setStep] = useState<Step>(first.step);
  const [token, setToken] = useState(first.token);
  const [errors, setErrors] = useState<Record<string, string>>(first.errors);
  const [failure, setFailure] = useState<string | null>(first.failure);
  const [outcome, setOutcome] = useState<PrivacyRequestOutcome | null>(first.outcome);
  const [busy, setBusy] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const drawnByPage = useRef(true);

  useEffect(() => {
    // What the server drew has its focus already (autofocus on the first wrong field).
    if (drawnByPage.current) {
      drawnByPage.current = false;
      return;
    }
    if (step === 'done') resultRef.current?.focus();
    else if (!focusFirstError(step === 'ask' ? PRIVACY_REQUEST_FIELDS : PRIVACY_CODE_FIELDS, errors, privacyFieldId) && step === 'code') {
      document.getElementById(privacyFieldId('code'))?.focus();
    }
  }, [step, errors]);

  const refused = (error: unknown) => {
    const problem = error instanceof ApiError ? error : new ApiError(t.privacyRequest.notSent, 0);
    const fieldErrors = privacyErrors(problem.errors, lang);
    const { requestToken: _token, _: _general, ...shown } = fieldErrors;
    setErrors(shown);
    setFailure(Object.keys(shown).length ? texts.correctBelow : problem.status === 429 ? texts.tooMany : problem.message);
  };

  const ask = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
      const asked = await call<{ requestToken: string }>('POST', PRIVACY_PUBLIC_REQUEST_PATH, { kind: data.kind, phone: data.phone, details: data.details, lang });
      setToken(asked.requestToken);
      setErrors({});
      setStep('code');
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    try {
      const answer = await callForFile<VerifyAnswer>('POST', PRIVACY_PUBLIC_VERIFY_PATH, { requestToken: token, code }, 'application/zip');
      if ('file' in answer) {
        const link = document.createElement('a');
        link.href = URL.createObjectURL(answer.file);
        link.download = answer.fileName ?? 'my-data.zip';
        link.click();
        setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
        setOutcome({ kind: 'access', state: 'completed', dueAt: '' });
      } else {
        const data = answer.json;
        setOutcome({ kind: data.kind ?? 'access', state: data.state ?? 'received', dueAt: data.dueAt ? indiaDate(data.dueAt) : '', kept: data.kept });
      }
      setErrors({});
      setStep('done');
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  if (step === 'done' && outcome) {
    return (
      <div
        ref={resultRef}
        id={PRIVACY_REQUEST_RESULT_ID}
        className="notice notice--success"
        role="status"
        tabIndex={-1}
        data-kind={outcome.kind}
        data-state={outcome.state}
        data-due={outcome.dueAt}
      >
        <h2>{texts.receivedHeading}</h2>
        <p>{texts.next[outcome.state][outcome.kind]}</p>
        {outcome.state === 'received' && (
          <p>
            {texts.answerBy}: <strong>{outcome.dueAt}</strong>
          </p>
        )}
        {outcome.kept?.length ? (
          <ul>
            {outcome.kept.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        <p>
          <a href={href(PRIVACY_REQUEST_PAGE_PATH)}>{texts.another}</a>
        </p>
      </div>
    );
  }

  const choices = <K extends string>(values: readonly K[], labels: Record<K, string>) => values.map((value) => ({ value, label: labels[value] }));
  const notice = (shown: boolean) =>
    shown && failure ? (
      <p className="notice notice--error" role="alert">
        {failure}
      </p>
    ) : null;
  const f = t.privacyRequest.fields;
  return (
    <>
      <PostedForm id={PRIVACY_REQUEST_FORM_ID} action={PRIVACY_PUBLIC_REQUEST_PATH} labelledBy="privacy-request-title" onSubmit={ask} hidden={step !== 'ask'}>
        <p>{t.privacyRequest.intro}</p>
        {notice(step === 'ask')}
        <Field
          id={privacyFieldId('who')}
          label={f.who}
          control={{ name: 'who' }}
          error={errors.who}
          options={choices(PRIVACY_REQUESTERS, t.privacyRequest.requesters)}
          placeholderOption={t.privacyRequest.choose}
          optional
        />
        <p className="form__hint">{t.privacyRequest.vendorHint}</p>
        <Field
          id={privacyFieldId('kind')}
          label={f.kind}
          control={{ name: 'kind' }}
          error={step === 'ask' ? errors.kind : undefined}
          options={choices(PRIVACY_REQUEST_KINDS, t.privacyRequest.kinds)}
          placeholderOption={t.privacyRequest.choose}
        />
        <Field
          id={privacyFieldId('details')}
          label={f.details}
          control={first.details !== undefined ? { name: 'details', defaultValue: first.details } : { name: 'details' }}
          error={step === 'ask' ? errors.details : undefined}
          multiline={4}
          optional
        />
        <p className="form__hint">{t.privacyRequest.detailsHint}</p>
        <Field
          id={privacyFieldId('phone')}
          label={f.phone}
          control={{ name: 'phone' }}
          error={step === 'ask' ? errors.phone : undefined}
          type="tel"
          autoComplete="tel"
        />
        <button type="submit" className="button" disabled={busy}>
          {busy && step === 'ask' ? t.privacyRequest.sending : t.privacyRequest.send}
        </button>
      </PostedForm>
      <PostedForm id={PRIVACY_CODE_FORM_ID} action={PRIVACY_PUBLIC_VERIFY_PATH} labelledBy="privacy-code-title" onSubmit={verify} hidden={step !== 'code'}>
        <h2 id="privacy-code-title">{texts.codeHeading}</h2>
        <p>{texts.codeIntro}</p>
        {notice(step === 'code')}
        <input type="hidden" name="requestToken" {...(token ? { value: token } : {})} />
        <Field
          id={privacyFieldId('code')}
          label={texts.codeLabel}
          control={{ name: 'code' }}
          error={step === 'code' ? errors.code : undefined}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <p className="form__hint">{texts.zipHint}</p>
        <button type="submit" className="button" disabled={busy}>
          {busy && step === 'code' ? texts.verifying : texts.verify}
        </button>
        <p>
          <a href={href(PRIVACY_REQUEST_PAGE_PATH)}>{texts.askAgain}</a>
        </p>
      </PostedForm>
    </>
  );
}
