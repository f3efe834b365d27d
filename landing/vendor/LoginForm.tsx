/** Vendor login by category, phone and password (SPEC "Login by category"); success starts the vendor session. */
import { useState, type FormEvent } from 'react';
import { vendorLoginSchema } from '../../src/domain/schemas.ts';
import { ApiError, loginVendor } from './api.ts';
import { Field } from './Field.tsx';
import { useZodForm } from './useZodForm.ts';
import { kindOptions } from './options.ts';
import { useT } from '../i18n/index.ts';
import { useVendorSession } from '../session/VendorSession.tsx';
import { focusFirstError } from './focusFirstError.ts';

const LOGIN_FIELDS = ['category', 'phoneNumber', 'password'] as const;
const loginFieldId = (name: string) => `login-${name}`;

export function LoginForm() {
  const session = useVendorSession();
  const { t, lang, message } = useT();
  const form = useZodForm(vendorLoginSchema, { category: '', phoneNumber: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const data = form.validate();
    if (!data) {
      focusFirstError(LOGIN_FIELDS, form.clientErrors, loginFieldId);
      return;
    }
    setBusy(true);
    try {
      const { user, token } = await loginVendor(data);
      session.login(user, token);
    } catch (error) {
      const problem = error instanceof ApiError ? error : new ApiError(t.vendor.login.failed, 0);
      form.setServerErrors(problem.errors);
      setFailure(problem.status === 401 ? t.vendor.login.invalid : message(problem.message));
      setBusy(false);
      if (!focusFirstError(LOGIN_FIELDS, problem.errors, loginFieldId)) requestAnimationFrame(() => document.getElementById('login-failure')?.focus());
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="login-title">
      <h2 id="login-title">{t.vendor.login.heading}</h2>
      <Field id="login-category" label={t.vendor.category} control={form.field('category')} error={form.errorFor('category')} options={kindOptions(lang)} placeholderOption={t.vendor.selectCategory} />
      <Field id="login-phoneNumber" label={t.vendor.login.phoneNumber} control={form.field('phoneNumber')} error={form.errorFor('phoneNumber')} type="tel" autoComplete="tel" />
      <Field id="login-password" label={t.vendor.login.password} control={form.field('password')} error={form.errorFor('password')} type="password" autoComplete="current-password" />
      {failure && (
        <p id="login-failure" className="notice notice--error" role="alert" tabIndex={-1}>
          {failure}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t.vendor.login.busy : t.vendor.login.submit}
      </button>
    </form>
  );
}
