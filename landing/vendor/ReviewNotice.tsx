/**
 * The vendor's review state and the reviewer's reason; after "changes requested", the details to correct and
 * a resubmit that sends the application back to the reviewers.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { ReviewState } from '../../src/domain/review.ts';
import type { VendorPortalUser } from '../../src/domain/landing.ts';
import { ApiError, fetchVendorReview, resubmitVendor, type CorrectedDetails, type VendorReview } from './api.ts';
import { Field } from './Field.tsx';

const STATE_TEXT: Record<ReviewState, string> = {
  applied: 'Under review',
  changes_requested: 'Changes requested',
  approved: 'Approved',
  rejected: 'Not accepted',
  suspended: 'Suspended',
};

export function ReviewNotice({ token, user }: { token: string; user: VendorPortalUser }) {
  const [review, setReview] = useState<VendorReview | null>(null);
  useEffect(() => {
    let cancelled = false;
    fetchVendorReview(token)
      .then((answer) => !cancelled && setReview(answer))
      // A server without the review desk has no state to show beyond the status above.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [token]);
  if (!review) return null;
  return (
    <section aria-labelledby="review-title" className="review-notice">
      <h3 id="review-title">Review: {STATE_TEXT[review.state]}</h3>
      {review.reason && (
        <p className={review.state === 'approved' || review.state === 'applied' ? 'notice' : 'notice notice--error'}>
          Reason from our team: {review.reason}
        </p>
      )}
      {review.state === 'changes_requested' && <ResubmitForm token={token} user={user} onDone={setReview} />}
    </section>
  );
}

function ResubmitForm({ token, user, onDone }: { token: string; user: VendorPortalUser; onDone(review: VendorReview): void }) {
  const [details, setDetails] = useState<CorrectedDetails>({ name: user.name, email: user.email, city: user.city, description: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const control = (name: keyof CorrectedDetails) => ({
    name,
    value: details[name],
    onChange: (event: { target: { value: string } }) => setDetails((current) => ({ ...current, [name]: event.target.value })),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setFailure(null);
    try {
      onDone(await resubmitVendor(token, details));
    } catch (error) {
      setErrors(error instanceof ApiError ? error.errors : {});
      setFailure(error instanceof Error ? error.message : 'Could not resubmit your application.');
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="resubmit-title">
      <h4 id="resubmit-title">Correct your details and resubmit</h4>
      <Field id="resubmit-name" label="Name" control={control('name')} error={errors.name} autoComplete="name" />
      <Field id="resubmit-email" label="Email" control={control('email')} error={errors.email} type="email" autoComplete="email" />
      <Field id="resubmit-city" label="City" control={control('city')} error={errors.city} />
      <Field id="resubmit-description" label="Description" control={control('description')} error={errors.description} multiline={4} />
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button" disabled={sending}>
        Resubmit for review
      </button>
    </form>
  );
}
