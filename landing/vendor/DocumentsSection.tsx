/**
 * The signed-in vendor's documents (extension `compliance`): each requirement of the kind with its state and the
 * reviewer's reason, and a form to upload the document with its number, licence type and expiry date. Numbers
 * are checked here with the same offline checks the server runs; the server's 400 names any field it refuses.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { COMPLIANCE_PATHS, type RequirementStatus, type VendorRequirements } from '../../src/domain/compliance/documents.ts';
import { checkIdentifier } from '../../src/domain/compliance/identifiers.ts';
import { ApiError, call } from '../api.ts';

const STATE_TEXT: Record<RequirementStatus['status'], string> = {
  missing: 'Not uploaded',
  pending: 'Waiting for our check',
  accepted: 'Accepted',
  rejected: 'Rejected: please upload again',
  waived: 'Not needed',
};

async function uploadDocument(token: string, form: FormData): Promise<RequirementStatus> {
  let response: Response;
  try {
    response = await fetch(COMPLIANCE_PATHS.vendorDocuments, { method: 'POST', headers: { authorization: `Bearer ${token}`, accept: 'application/json' }, body: form });
  } catch {
    throw new ApiError('Cannot reach the server. Check your connection and try again.', 0);
  }
  const data = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> } & Partial<RequirementStatus>;
  if (!response.ok) throw new ApiError(data.message || `Upload failed (${response.status})`, response.status, data.errors);
  return data as RequirementStatus;
}

export function DocumentsSection({ token }: { token: string }) {
  const [requirements, setRequirements] = useState<RequirementStatus[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    call<VendorRequirements>('GET', COMPLIANCE_PATHS.vendorDocuments, undefined, token)
      .then((answer) => !cancelled && setRequirements(answer.requirements))
      .catch((error: unknown) => !cancelled && setFailure(error instanceof Error ? error.message : 'Could not load your documents.'));
    return () => {
      cancelled = true;
    };
  }, [token]);

  if (failure) return <p className="notice notice--error" role="alert">{failure}</p>;
  if (!requirements || requirements.length === 0) return null;
  const replace = (status: RequirementStatus) => setRequirements((all) => all?.map((s) => (s.requirement.id === status.requirement.id ? status : s)) ?? null);
  return (
    <section aria-labelledby="documents-title" className="documents">
      <h3 id="documents-title">Your documents</h3>
      <p>Upload a clear photo or PDF of each document. Those marked required are checked before your store goes live.</p>
      {requirements.map((status) => (
        <RequirementForm key={status.requirement.id} status={status} token={token} onSaved={replace} />
      ))}
    </section>
  );
}

function RequirementForm({ status, token, onSaved }: { status: RequirementStatus; token: string; onSaved(status: RequirementStatus): void }) {
  const { requirement } = status;
  const id = `doc-${requirement.id}`;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const needsUpload = status.status === 'missing' || status.status === 'rejected' || status.expired;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set('requirement', requirement.id);
    const found: Record<string, string> = {};
    const number = String(form.get('number') ?? '');
    const check = requirement.number?.check;
    if (check) {
      const result = checkIdentifier(check, number);
      if (!result.ok) found.number = result.message;
    }
    const file = form.get('file');
    if (requirement.document && !(file instanceof File && file.size > 0)) found.file = 'Choose the file of the document (JPEG, PNG, WebP or PDF)';
    if (Object.keys(found).length) {
      setErrors(found);
      return;
    }
    setBusy(true);
    setSaved(false);
    try {
      onSaved(await uploadDocument(token, form));
      setErrors({});
      setSaved(true);
    } catch (error) {
      setErrors(error instanceof ApiError && Object.keys(error.errors).length ? error.errors : { _: error instanceof Error ? error.message : 'Upload failed.' });
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="field__error">
        {errors[name]}
      </p>
    ) : null;
  const described = (name: string) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {});

  return (
    <form className="panel documents__item" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h4 id={`${id}-title`}>
        {requirement.label} {requirement.requiredForApproval ? '(required)' : '(optional)'}
      </h4>
      {requirement.hint && <p>{requirement.hint}</p>}
      <p>
        Status: <strong className={status.status === 'accepted' ? 'badge badge--ok' : 'badge'}>{status.expired ? 'Expired: please upload the renewed document' : STATE_TEXT[status.status]}</strong>
        {status.expires_on && <> · valid until {status.expires_on}</>}
      </p>
      {status.status === 'rejected' && status.reason && (
        <p className="notice notice--error">Reason from our team: {status.reason}</p>
      )}
      {status.warnings.map((warning) => (
        <p key={warning} className="notice">
          {warning}
        </p>
      ))}
      {status.status !== 'waived' && (
        <details open={needsUpload}>
          <summary>{status.id === null ? 'Upload' : 'Upload a new version'}</summary>
          {requirement.number && (
            <div className={errors.number ? 'field field--error' : 'field'}>
              <label htmlFor={`${id}-number`}>{requirement.number.label}</label>
              <input id={`${id}-number`} name="number" defaultValue={status.number ?? ''} autoComplete="off" required {...described('number')} />
              {errorOf('number')}
            </div>
          )}
          {requirement.licenceTypes && (
            <div className={errors.licence_type ? 'field field--error' : 'field'}>
              <label htmlFor={`${id}-licence`}>Licence type</label>
              <select id={`${id}-licence`} name="licence_type" defaultValue={status.licence_type ?? ''} required {...described('licence_type')}>
                <option value="">Choose the licence type</option>
                {requirement.licenceTypes.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
              {errorOf('licence_type')}
            </div>
          )}
          {requirement.expiry && (
            <div className={errors.expires_on ? 'field field--error' : 'field'}>
              <label htmlFor={`${id}-expiry`}>Valid until</label>
              <input id={`${id}-expiry`} name="expires_on" type="date" defaultValue={status.expired ? '' : (status.expires_on ?? '')} required {...described('expires_on')} />
              {errorOf('expires_on')}
            </div>
          )}
          {requirement.document && (
            <div className={errors.file ? 'field field--error' : 'field'}>
              <label htmlFor={`${id}-file`}>Document (photo or PDF)</label>
              <input id={`${id}-file`} name="file" type="file" accept="image/jpeg,image/png,image/webp,application/pdf" required {...described('file')} />
              {errorOf('file')}
            </div>
          )}
          {errors._ && (
            <p className="notice notice--error" role="alert">
              {errors._}
            </p>
          )}
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Uploading…' : `Send ${requirement.label}`}
          </button>
        </details>
      )}
      {/* Outside the upload fold: once sent the document waits for its check and the fold closes. */}
      {saved && (
        <p className="notice notice--success" role="status">
          Thank you: {requirement.label} was sent for checking.
        </p>
      )}
    </form>
  );
}
