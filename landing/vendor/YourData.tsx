/**
 * "Your data" in the signed-in portal (docs/privacy.md): the consents given (withdrawn or given again with one
 * POST), the data download (a ZIP), a correction request and the account's erasure after a confirmation step
 * (the vendor types their phone number); the answer says what was kept and why.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '../i18n/index.ts';
import { ApiError, changeConsent, downloadMyData, eraseAccount, fetchPrivacy, requestCorrection, type PrivacyOverview } from './api.ts';

const day = (iso: string) => iso.slice(0, 10);

export function YourData({ token, onErased }: { token: string; onErased: () => void }) {
  const { t } = useT();
  const text = t.yourData;
  const [overview, setOverview] = useState<PrivacyOverview | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [correction, setCorrection] = useState('');
  const [correctionSent, setCorrectionSent] = useState(false);
  const [erasing, setErasing] = useState(false);
  const [confirmPhone, setConfirmPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [kept, setKept] = useState<string[] | null>(null);
  // The button pressed goes away (Withdraw, Erase, Cancel): the keyboard continues from what replaced it (its id).
  const [focusNext, setFocusNext] = useState<string | null>(null);

  useEffect(() => {
    const element = focusNext ? document.getElementById(focusNext) : null;
    // Not yet there, or still disabled while the request finishes: the next render tries again.
    if (!element || (element as HTMLButtonElement).disabled) return;
    element.focus();
    setFocusNext(null);
  }, [focusNext, overview, erasing, kept, busy]);

  useEffect(() => {
    fetchPrivacy(token)
      .then(setOverview)
      .catch(() => setFailure(text.failed));
  }, [token, text.failed]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(error instanceof ApiError && error.message ? error.message : text.failed);
    } finally {
      setBusy(false);
    }
  };

  const download = () =>
    run(async () => {
      const blob = await downloadMyData(token);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'my-data.zip';
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setOverview(await fetchPrivacy(token));
    });

  const correct = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setOverview(await requestCorrection(token, correction));
      setCorrection('');
      setCorrectionSent(true);
    });
  };

  const erase = (event: FormEvent) => {
    event.preventDefault();
    setPhoneError(null);
    void run(async () => {
      try {
        setKept((await eraseAccount(token, confirmPhone)).kept);
        setFocusNext('erased-title');
      } catch (error) {
        if (!(error instanceof ApiError && error.errors.confirmPhone)) throw error;
        setPhoneError(error.errors.confirmPhone);
        setFocusNext('privacy-erase-phone');
      }
    });
  };

  if (kept) {
    return (
      <section className="notice notice--success" aria-labelledby="erased-title" role="status">
        <h3 id="erased-title" tabIndex={-1}>
          {text.erasedHeading}
        </h3>
        <p>{text.erasedKept}</p>
        <ul>
          {kept.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <button type="button" className="button" onClick={onErased}>
          {text.done}
        </button>
      </section>
    );
  }

  return (
    <section className="panel panel--nested" aria-labelledby="your-data-title">
      <h3 id="your-data-title">{text.heading}</h3>
      <p>{text.intro}</p>
      {!overview && !failure && <p role="status">{text.loading}</p>}
      {overview && (
        <>
          <h4>{text.consentsHeading}</h4>
          {overview.consents.length === 0 && <p>{text.noConsents}</p>}
          <ul className="consents">
            {overview.consents.map((consent) => (
              <li key={consent.id}>
                <strong>{text.purposes[consent.purpose] ?? consent.purpose}</strong>
                <br />
                {text.given(consent.notice_version, day(consent.given_at))}
                {consent.withdrawn_at && (
                  <>
                    <br />
                    {text.withdrawnOn(day(consent.withdrawn_at))}
                  </>
                )}
                {consent.optional && !consent.withdrawn_at && (
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={busy}
                    onClick={() =>
                      void run(async () => {
                        setOverview(await changeConsent(token, consent.purpose, false));
                        setFocusNext('privacy-give-again');
                      })
                    }
                  >
                    {text.withdraw}
                  </button>
                )}
              </li>
            ))}
          </ul>
          {!overview.consents.some((c) => c.purpose === 'reminders' && !c.withdrawn_at) && (
            <button type="button" id="privacy-give-again" className="button button--ghost" disabled={busy} onClick={() => void run(async () => setOverview(await changeConsent(token, 'reminders', true)))}>
              {text.giveAgain}: {text.purposes.reminders}
            </button>
          )}
          {overview.requests.length > 0 && (
            <>
              <h4>{text.requestsHeading}</h4>
              <ul>
                {overview.requests.map((request) => (
                  <li key={request.id}>
                    {text.requestKinds[request.kind] ?? request.kind} ({day(request.received_at)}): {text.requestState(request.state, day(request.due_at))}
                    {request.decision && <> ({text.requestDecisions[request.decision]}{request.decision === 'refused' && request.outcome ? ` ${request.outcome}` : ''})</>}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      <h4>{text.downloadHeading}</h4>
      <p>{text.downloadHint}</p>
      <button type="button" className="button" disabled={busy} onClick={() => void download()}>
        {busy ? text.downloading : text.download}
      </button>
      <form className="form" onSubmit={correct} aria-labelledby="correct-title">
        <h4 id="correct-title">{text.correctHeading}</h4>
        <div className="field">
          <label htmlFor="privacy-correction">{text.correctLabel}</label>
          <textarea id="privacy-correction" name="details" value={correction} onChange={(event) => setCorrection(event.target.value)} required minLength={5} maxLength={2000} />
        </div>
        {correctionSent && <p role="status">{text.correctSent}</p>}
        <button type="submit" className="button" disabled={busy || correction.trim().length < 5}>
          {text.correctSend}
        </button>
      </form>
      <h4>{text.eraseHeading}</h4>
      <p>{text.eraseHint}</p>
      {!erasing ? (
        <button
          type="button"
          id="privacy-erase-start"
          className="button button--ghost"
          onClick={() => {
            setErasing(true);
            setFocusNext('privacy-erase-phone');
          }}
        >
          {text.eraseStart}
        </button>
      ) : (
        <form className="form" onSubmit={erase}>
          <div className={phoneError ? 'field field--error' : 'field'}>
            <label htmlFor="privacy-erase-phone">{text.eraseConfirmLabel}</label>
            <input
              id="privacy-erase-phone"
              name="confirmPhone"
              type="tel"
              autoComplete="tel"
              value={confirmPhone}
              onChange={(event) => setConfirmPhone(event.target.value)}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={phoneError ? 'privacy-erase-phone-error' : undefined}
              required
            />
            {phoneError && (
              <p id="privacy-erase-phone-error" className="field__error">
                {phoneError}
              </p>
            )}
          </div>
          <button type="submit" className="button" disabled={busy || !confirmPhone}>
            {text.eraseConfirm}
          </button>{' '}
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setErasing(false);
              setFocusNext('privacy-erase-start');
            }}
          >
            {text.eraseCancel}
          </button>
        </form>
      )}
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
