/**
 * Document reminders on or off (docs/messages.md "Opting out of reminders"): a native form (POST
 * /api/vendor/preferences with the session token in a hidden field, the switch a checkbox, then a redirect back to
 * this page), which the script submits in place as JSON. Decisions about the application are always sent.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '../i18n/index.ts';
import { ApiError, fetchPreferences, savePreferences } from './api.ts';

export function RemindersSection({ token }: { token: string }) {
  const { t, lang } = useT();
  const text = t.vendor.reminders;
  const [on, setOn] = useState(true);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    fetchPreferences(token)
      .then((answer) => !cancelled && setOn(answer.reminders))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [token]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const answer = await savePreferences(token, on);
      setOn(answer.reminders);
      setMessage({ text: text.saved, error: false });
    } catch (error) {
      setMessage({ text: error instanceof ApiError || error instanceof Error ? error.message : text.failed, error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="reminders-title" className="panel-section">
      <h3 id="reminders-title">{text.heading}</h3>
      <form method="post" action={`/api/vendor/preferences${lang === 'ta' ? '?lang=ta' : ''}`} onSubmit={submit}>
        <input type="hidden" name="token" value={token} />
        <p>
          <input id="reminders-on" type="checkbox" name="reminders" value="on" checked={on} onChange={(event) => setOn(event.currentTarget.checked)} />{' '}
          <label htmlFor="reminders-on">{text.label}</label>
        </p>
        <p>{text.hint}</p>
        <button type="submit" className="button" disabled={busy}>
          {text.save}
        </button>
      </form>
      <p role="status" className={message?.error ? 'notice notice--error' : undefined}>
        {message?.text}
      </p>
    </section>
  );
}
