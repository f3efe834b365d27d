/**
 * Loaded on demand on the invitation page: the new password twice (the portal's rules), then the vendor session
 * starts as a login's does and the portal opens on the prefilled application. The token stays in the URL only.
 */
import { useState, type FormEvent } from 'react';
import { invitationPasswordSchema } from '../../src/domain/portalInvitations.ts';
import { ApiError, redeemInvitation } from './api.ts';
import { Field } from './Field.tsx';
import { useZodForm } from './useZodForm.ts';
import { useT } from '../i18n/index.ts';
import { Link, useRouter } from '../router/Router.tsx';
import { useVendorSession } from '../session/VendorSession.tsx';
import { focusFirstError } from './focusFirstError.ts';

const FIELDS = ['password', 'confirmPassword'] as const;
const fieldId = (name: string) => `invite-${name}`;

export default function InvitationForm() {
  const session = useVendorSession();
  const { navigate } = useRouter();
  const { t, href } = useT();
  const text = t.vendor.invite;
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token')?.trim() ?? '');
  const form = useZodForm(invitationPasswordSchema, { password: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [gone, setGone] = useState(false);

  if (!token || gone) {
    return (
      <div className="form">
        <p id="invite-failure" className="notice notice--error" role="alert">
          {token ? text.notValid : text.noToken}
        </p>
        <p>
          <Link to={href('/vendor')}>{text.toLogin}</Link>
        </p>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const data = form.validate();
    if (!data) {
      focusFirstError(FIELDS, form.clientErrors, fieldId);
      return;
    }
    setBusy(true);
    try {
      const { user, token: sessionToken } = await redeemInvitation({ token, ...data });
      session.login(user, sessionToken);
      navigate(href('/vendor'));
    } catch (error) {
      const problem = error instanceof ApiError ? error : new ApiError(text.failed, 0);
      setBusy(false);
      if (problem.status === 410) {
        setGone(true);
        return;
      }
      form.setServerErrors(problem.errors);
      setFailure(Object.keys(problem.errors).length ? t.enquiry.correctBelow : problem.message);
      if (!focusFirstError(FIELDS, problem.errors, fieldId)) requestAnimationFrame(() => document.getElementById('invite-form-failure')?.focus());
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-label={text.heading}>
      <Field id={fieldId('password')} label={text.password} control={form.field('password')} error={form.errorFor('password')} type="password" autoComplete="new-password" />
      <Field id={fieldId('confirmPassword')} label={text.confirmPassword} control={form.field('confirmPassword')} error={form.errorFor('confirmPassword')} type="password" autoComplete="new-password" />
      {failure && (
        <p id="invite-form-failure" className="notice notice--error" role="alert" tabIndex={-1}>
          {failure}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? text.busy : text.submit}
      </button>
    </form>
  );
}
