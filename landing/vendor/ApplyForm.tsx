/** Vendor application (SPEC "Vendor application" fields + password): creates an unverified vendor for the admin's queue. */
import { useState, type FormEvent } from 'react';
import { vendorApplicationSchema } from '../../src/domain/schemas.ts';
import type { VendorPortalUser } from '../../src/domain/landing.ts';
import { VENDOR_KIND_LABELS } from '../../src/domain/landing.ts';
import { ApiError, applyAsVendor } from './api.ts';
import { Field } from './Field.tsx';
import { useZodForm } from './useZodForm.ts';
import { CITY_OPTIONS, KIND_OPTIONS } from './options.ts';

const EMPTY = { name: '', phoneNumber: '', email: '', location: '', city: '', category: '', storename: '', description: '', password: '' };

export function ApplyForm() {
  const form = useZodForm(vendorApplicationSchema, EMPTY);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [applied, setApplied] = useState<VendorPortalUser | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const data = form.validate();
    if (!data) return;
    setBusy(true);
    try {
      const { user } = await applyAsVendor(data);
      setApplied(user);
      form.reset();
    } catch (error) {
      const problem = error instanceof ApiError ? error : new ApiError('The application could not be sent.', 0);
      form.setServerErrors(problem.errors);
      setFailure(problem.message);
    } finally {
      setBusy(false);
    }
  };

  if (applied) {
    return (
      <div className="notice notice--success" role="status">
        <h2>Application received</h2>
        <p>
          Thank you, {applied.name}. Your {VENDOR_KIND_LABELS[applied.kind].toLowerCase()} application for “{applied.storename}” is
          waiting for our team’s approval. Log in with your category, phone number and password to check its status.
        </p>
      </div>
    );
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="apply-title">
      <h2 id="apply-title">Apply to sell</h2>
      <Field id="apply-category" label="Category" control={form.field('category')} error={form.errorFor('category')} options={KIND_OPTIONS} placeholderOption="Select a Category" />
      <Field id="apply-name" label="Name" control={form.field('name')} error={form.errorFor('name')} autoComplete="name" />
      <Field id="apply-storename" label="Store Name" control={form.field('storename')} error={form.errorFor('storename')} autoComplete="organization" />
      <Field id="apply-phone" label="Phone Number" control={form.field('phoneNumber')} error={form.errorFor('phoneNumber')} type="tel" inputMode="numeric" autoComplete="tel-national" />
      <Field id="apply-email" label="Email" control={form.field('email')} error={form.errorFor('email')} type="email" autoComplete="email" />
      <Field id="apply-location" label="Address" control={form.field('location')} error={form.errorFor('location')} autoComplete="street-address" />
      <Field id="apply-city" label="City" control={form.field('city')} error={form.errorFor('city')} options={CITY_OPTIONS} placeholderOption="Select a City" />
      <Field id="apply-description" label="Description" control={form.field('description')} error={form.errorFor('description')} multiline />
      <Field id="apply-password" label="Password" control={form.field('password')} error={form.errorFor('password')} type="password" autoComplete="new-password" />
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Sending…' : 'Send application'}
      </button>
    </form>
  );
}
