/**
 * After "changes requested": the same application form, prefilled with everything stored, the reviewer's reason
 * above the fields it names (the status above the form shows it whole), and a resubmission that sends it back to review.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { PortalApplication } from '../../src/domain/landing.ts';
import { resubmissionSchemaOf } from '../../src/domain/vendorKinds/application.ts';
import { ApiError, fetchChoices, resubmitApplication } from './api.ts';
import { ApplicationFields, ReasonNotice } from './ApplicationFields.tsx';
import { applyFieldSpecs, declarationOf, type Choices } from './applyFields.ts';
import { focusFirstError } from './focusFirstError.ts';
import { useZodForm } from './useZodForm.ts';
import { useT } from '../i18n/index.ts';

const fieldId = (name: string) => `resubmit-${name}`;

/** Stored values as the form holds them (text), a stored choice no longer offered kept as an option. */
export function prefill(application: PortalApplication): Record<string, string> {
  return Object.fromEntries(Object.entries(application.values).map(([name, value]) => [name, value === null ? '' : String(value)]));
}

/**
 * `complete`: an application still waiting for review that lacks required fields (one a call-desk conversion
 * started with the caller's name, phone and city): the same form, asking to complete and send it.
 */
export function ResubmitForm({
  token,
  application,
  onDone,
  purpose = 'correct',
}: {
  token: string;
  application: PortalApplication;
  onDone(application: PortalApplication): void;
  purpose?: 'correct' | 'complete';
}) {
  const { t } = useT();
  const wording = purpose === 'complete' ? { ...t.vendor.resubmit, ...t.vendor.complete } : t.vendor.resubmit;
  const declaration = declarationOf(application.category);
  const form = useZodForm(resubmissionSchemaOf(declaration), prefill(application));
  const [choices, setChoices] = useState<Choices>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let cancelled = false;
    fetchChoices(application.category)
      .then((loaded) => !cancelled && setChoices(loaded))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [application.category]);

  // A stored value that master data no longer offers stays visible as what it is, not as a silent new option.
  const offered: Choices = Object.fromEntries(
    Object.entries(choices).map(([name, options]) => {
      const stored = String(application.values[name] ?? '');
      return [name, stored && options.length && !options.includes(stored) ? [...options, stored] : options];
    }),
  );
  const fields = applyFieldSpecs(declaration, offered, 'resubmit').map((spec) => {
    const stored = String(application.values[spec.name] ?? '');
    if (!spec.options || !stored || choices[spec.name]?.includes(stored) !== false) return spec;
    return { ...spec, options: spec.options.map((o) => (o.value === stored ? { ...o, label: t.vendor.resubmit.noLongerOffered(stored) } : o)) };
  });
  const named = new Set(application.reasonFields);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const order = fields.map((spec) => spec.name);
    const data = form.validate();
    if (!data) {
      focusFirstError(order, form.clientErrors, fieldId);
      return;
    }
    setSending(true);
    try {
      onDone(await resubmitApplication(token, data as Record<string, unknown>));
    } catch (error) {
      const problem = error instanceof ApiError ? error : new ApiError(t.vendor.resubmit.failed, 0);
      form.setServerErrors(problem.errors);
      setFailure(Object.keys(problem.errors).length ? t.enquiry.correctBelow : problem.message);
      focusFirstError(order, problem.errors, fieldId);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="resubmit-title">
      <h3 id="resubmit-title">{wording.heading}</h3>
      <ApplicationFields
        fields={fields}
        form={form}
        idOf={fieldId}
        noticeFor={(name) => (application.reason && named.has(name) ? <ReasonNotice reason={application.reason} /> : null)}
      />
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button" disabled={sending}>
        {sending ? wording.sending : wording.submit}
      </button>
    </form>
  );
}
