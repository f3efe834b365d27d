/**
 * The signed-in vendor's documents (extension `compliance`): each requirement of the kind with its state and the
 * reviewer's reason, and a form to upload the document with its number, licence type and expiry date. Numbers
 * are checked here with the same offline checks the server runs; the server's 400 names any field it refuses.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { COMPLIANCE_PATHS, type RequirementStatus, type VendorRequirements } from '../../src/domain/compliance/documents.ts';
import { checkIdentifier } from '../../src/domain/compliance/identifiers.ts';
import type { RequirementDeclaration } from '../../src/domain/compliance/requirements.ts';
import { ApiError, call } from '../api.ts';
import { useT } from '../i18n/index.ts';
import type { Catalogue } from '../i18n/types.ts';
import { FilePicker } from './FilePicker.tsx';

type DocumentTexts = Catalogue['vendor']['documents'];

/**
 * A requirement's name, number label and hint in the page's language, by its id; the declaration's English for a
 * requirement the catalogue does not know yet.
 */
export function requirementTexts(texts: DocumentTexts, requirement: RequirementDeclaration): { label: string; number: string; hint: string } {
  const known = (texts.requirements as Readonly<Record<string, { label: string; number: string; hint: string }>>)[requirement.id];
  return {
    label: known?.label ?? requirement.label,
    number: known?.number ?? requirement.number?.label ?? '',
    hint: requirement.hint ? known?.hint || requirement.hint : '',
  };
}

export function DocumentsSection({ token }: { token: string }) {
  const texts = useT().t.vendor.documents;
  const [requirements, setRequirements] = useState<RequirementStatus[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    call<VendorRequirements>('GET', COMPLIANCE_PATHS.vendorDocuments, undefined, token)
      .then((answer) => !cancelled && setRequirements(answer.requirements))
      .catch((error: unknown) => !cancelled && setFailure(error instanceof Error ? error.message : texts.loadFailed));
    return () => {
      cancelled = true;
    };
  }, [token, texts]);

  if (failure) return <p className="notice notice--error" role="alert">{failure}</p>;
  if (!requirements || requirements.length === 0) return null;
  const replace = (status: RequirementStatus) => setRequirements((all) => all?.map((s) => (s.requirement.id === status.requirement.id ? status : s)) ?? null);
  return (
    <section aria-labelledby="documents-title" className="documents">
      <h3 id="documents-title">{texts.heading}</h3>
      <p>{texts.intro}</p>
      {requirements.map((status) => (
        <RequirementForm key={status.requirement.id} status={status} token={token} onSaved={replace} />
      ))}
    </section>
  );
}

function RequirementForm({ status, token, onSaved }: { status: RequirementStatus; token: string; onSaved(status: RequirementStatus): void }) {
  const { requirement } = status;
  const { t, message } = useT();
  const texts = t.vendor.documents;
  const words = requirementTexts(texts, requirement);
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
      if (!result.ok) found.number = message(result.message);
    }
    const file = form.get('file');
    if (requirement.document && !(file instanceof File && file.size > 0)) found.file = texts.chooseFile;
    if (Object.keys(found).length) {
      setErrors(found);
      return;
    }
    setBusy(true);
    setSaved(false);
    try {
      onSaved(await call<RequirementStatus>('POST', COMPLIANCE_PATHS.vendorDocuments, form, token));
      setErrors({});
      setSaved(true);
    } catch (error) {
      setErrors(error instanceof ApiError && Object.keys(error.errors).length ? error.errors : { _: error instanceof Error ? error.message : texts.uploadFailed });
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
        {words.label} {requirement.requiredForApproval ? texts.required : texts.optional}
      </h4>
      {words.hint && <p>{words.hint}</p>}
      <p>
        {texts.status}
        <strong className={status.status === 'accepted' ? 'badge badge--ok' : 'badge'}>{status.expired ? texts.expired : texts.states[status.status]}</strong>
        {status.expires_on && texts.validUntil(status.expires_on)}
      </p>
      {status.status === 'rejected' && status.reason && (
        <p className="notice notice--error">
          {texts.reason}
          {status.reason}
        </p>
      )}
      {status.warnings.map((warning) => (
        <p key={warning} className="notice">
          {message(warning)}
        </p>
      ))}
      {status.status !== 'waived' && (
        <details open={needsUpload}>
          <summary className="button button--ghost disclosure-button">{status.id === null ? texts.upload : texts.uploadNew}</summary>
          {requirement.number && (
            <div className={errors.number ? 'field field--error' : 'field'}>
              <label htmlFor={`${id}-number`}>{words.number}</label>
              <input id={`${id}-number`} name="number" defaultValue={status.number ?? status.application_number ?? ''} autoComplete="off" required {...described('number')} />
              {errorOf('number')}
            </div>
          )}
          {requirement.licenceTypes && (
            <div className={errors.licence_type ? 'field field--error' : 'field'}>
              <label htmlFor={`${id}-licence`}>{texts.licenceType}</label>
              <select id={`${id}-licence`} name="licence_type" defaultValue={status.licence_type ?? ''} required {...described('licence_type')}>
                <option value="">{texts.chooseLicence}</option>
                {requirement.licenceTypes.map((type) => (
                  <option key={type} value={type}>
                    {(texts.licenceTypes as Readonly<Record<string, string>>)[type] ?? type}
                  </option>
                ))}
              </select>
              {errorOf('licence_type')}
            </div>
          )}
          {requirement.expiry && (
            <div className={errors.expires_on ? 'field field--error' : 'field'}>
              <label htmlFor={`${id}-expiry`}>{texts.expiry}</label>
              <input id={`${id}-expiry`} name="expires_on" type="date" defaultValue={status.expired ? '' : (status.expires_on ?? '')} required {...described('expires_on')} />
              {errorOf('expires_on')}
            </div>
          )}
          {requirement.document && (
            <FilePicker id={`${id}-file`} label={texts.file} name="file" accept="image/jpeg,image/png,image/webp,application/pdf" required showChosen error={errors.file} />
          )}
          {errors._ && (
            <p className="notice notice--error" role="alert">
              {errors._}
            </p>
          )}
          <button type="submit" className="button" disabled={busy}>
            {busy ? texts.uploading : texts.send(words.label)}
          </button>
        </details>
      )}
      {/* Outside the upload fold: once sent the document waits for its check and the fold closes. */}
      {saved && (
        <p className="notice notice--success" role="status">
          {texts.sent(words.label)}
        </p>
      )}
    </form>
  );
}
