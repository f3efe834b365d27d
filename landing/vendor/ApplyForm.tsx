/**
 * Vendor application: the category first, then every field that kind declares for applicants (applyFields.ts),
 * categories and vehicle types as choices from master data, consent to the Terms, and on success the vendor is
 * logged in (photos and the poster are added next, in the signed-in view). The server answers a known phone like a
 * new one; logging in with the chosen password tells them apart.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { vendorKindSchema, type KindApplication } from '../../src/domain/landing.ts';
import { applicationSchemaOf } from '../../src/domain/vendorKinds/application.ts';
import type { VendorKind } from '../../src/domain/constants.ts';
import { ApiError, applyAsVendor, fetchChoices, loginVendor } from './api.ts';
import { Field } from './Field.tsx';
import { useZodForm } from './useZodForm.ts';
import { kindOptions } from './options.ts';
import { useT } from '../i18n/index.ts';
import { EMPTY_APPLICATION, applyFieldId, applyFieldSpecs, declarationOf, type Choices } from './applyFields.ts';
import { ApplicationFields } from './ApplicationFields.tsx';
import { useVendorSession } from '../session/VendorSession.tsx';
import { LEGAL_PATHS } from '../legal/titles.ts';
import { focusFirstError } from './focusFirstError.ts';
import { PrivacyNoticeSummary } from '../legal/PrivacyNoticeSummary.tsx';
import { REMINDERS_FIELD } from '../../src/domain/privacy.ts';

const kindOnly = z.object({ category: vendorKindSchema });

export function ApplyForm() {
  const session = useVendorSession();
  const { t, lang, href } = useT();
  const [kind, setKind] = useState<VendorKind | null>(null);
  const declaration = kind ? declarationOf(kind) : null;
  const form = useZodForm(declaration ? applicationSchemaOf(declaration) : kindOnly, EMPTY_APPLICATION);
  const [choices, setChoices] = useState<Choices>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [received, setReceived] = useState<string | null>(null);
  const [reminders, setReminders] = useState(false);
  const receivedRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setChoices({});
    if (!kind) return;
    let cancelled = false;
    fetchChoices(kind)
      .then((loaded) => !cancelled && setChoices(loaded))
      // Without the master data the choice fields take typed text; the server still checks them.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [kind]);

  const fields = declaration ? applyFieldSpecs(declaration, choices) : [];
  const order = ['category', ...fields.map((f) => f.name), 'acceptTerms'];
  const categoryControl = form.field('category');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const data = form.validate() as KindApplication | null;
    if (!data || !kind) {
      focusFirst(form.clientErrors);
      return;
    }
    setBusy(true);
    try {
      await applyAsVendor({ ...data, [REMINDERS_FIELD]: reminders } as KindApplication);
      try {
        const { user, token } = await loginVendor({ category: data.category as VendorKind, phoneNumber: data.phoneNumber, password: data.password });
        session.login(user, token);
      } catch {
        // Not logged in: the phone was already registered (with another password) or login is rate-limited.
        setReceived(`${t.vendor.apply.received} ${t.vendor.apply.logInToFollow}`);
        requestAnimationFrame(() => receivedRef.current?.focus());
      }
    } catch (error) {
      const problem = error instanceof ApiError ? error : new ApiError(t.vendor.apply.notSent, 0);
      form.setServerErrors(problem.errors);
      setFailure(Object.keys(problem.errors).length ? t.enquiry.correctBelow : problem.message);
      if (!focusFirst(problem.errors)) requestAnimationFrame(() => document.getElementById('apply-failure')?.focus());
    } finally {
      setBusy(false);
    }
  };

  const focusFirst = (errors: Record<string, string | undefined>) => focusFirstError(order, errors, applyFieldId);

  if (received) {
    return (
      <div ref={receivedRef} className="notice notice--success" role="status" tabIndex={-1}>
        <h2>{t.vendor.apply.sent}</h2>
        <p>{received}</p>
      </div>
    );
  }


  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="apply-title">
      <h2 id="apply-title">{t.vendor.apply.heading}</h2>
      <Field
        id={applyFieldId('category')}
        label={t.vendor.category}
        control={{
          ...categoryControl,
          onChange: (event) => {
            categoryControl.onChange(event);
            setKind((event.target.value || null) as VendorKind | null);
          },
        }}
        error={form.errorFor('category')}
        options={kindOptions(lang)}
        placeholderOption={t.vendor.selectCategory}
      />
      {kind ? (
        <>
          <ApplicationFields fields={fields} form={form} idOf={applyFieldId} />
          <div className={form.errorFor('acceptTerms') ? 'field field--check field--error' : 'field field--check'}>
            <input
              id={applyFieldId('acceptTerms')}
              type="checkbox"
              name="acceptTerms"
              checked={form.values.acceptTerms === 'true'}
              onChange={(event) => form.setValue('acceptTerms', event.target.checked ? 'true' : '')}
              aria-invalid={form.errorFor('acceptTerms') ? true : undefined}
              aria-describedby={form.errorFor('acceptTerms') ? 'apply-acceptTerms-error' : undefined}
              required
            />
            <label htmlFor={applyFieldId('acceptTerms')}>
              {t.vendor.apply.acceptBefore}
              <a href={href(LEGAL_PATHS.terms)} target="_blank" rel="noopener">
                {t.vendor.apply.termsLink}
              </a>
            </label>
            {form.errorFor('acceptTerms') && (
              <p id="apply-acceptTerms-error" className="field__error">
                {form.errorFor('acceptTerms')}
              </p>
            )}
          </div>
          <PrivacyNoticeSummary reminders={{ id: applyFieldId(REMINDERS_FIELD), checked: reminders, onChange: setReminders }} />
        </>
      ) : (
        <p className="form__hint">{t.vendor.apply.chooseFirst}</p>
      )}
      {failure && (
        <p id="apply-failure" className="notice notice--error" role="alert" tabIndex={-1}>
          {failure}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t.vendor.apply.sending : t.vendor.apply.send}
      </button>
    </form>
  );
}
