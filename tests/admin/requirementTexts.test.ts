/**
 * Every document requirement a kind declares is named in each language by its id, in the admin and in the portal:
 * English exactly as the declaration says it (the server's messages use that text), Tamil in Tamil script.
 */
import { describe, expect, it } from 'vitest';
import { blockingProblemText, identifierWarningText, licenceTypeLabel, requirementLabel, requirementNumberLabel } from '../../src/compliance/requirementTexts';
import { requirementProblem, type RequirementStatus } from '../../src/domain/compliance/documents';
import { identifierMessages } from '../../src/domain/compliance/identifiers';
import { renderText } from '../../src/domain/validationTexts';
import { FSSAI_LICENCE_TYPES } from '../../src/domain/compliance/requirements';
import type { RequirementDeclaration } from '../../src/domain/compliance/requirements';
import { VENDOR_KIND_DECLARATIONS } from '../../src/domain/vendorKinds';
import { i18nProvider } from '../../src/i18n';
import { en as landingEnglish } from '../../landing/i18n/en';
import { ta as landingTamil } from '../../landing/i18n/ta';
import { requirementTexts } from '../../landing/vendor/DocumentsSection';

const requirements = [...new Map(VENDOR_KIND_DECLARATIONS.flatMap((kind) => kind.requirements ?? []).map((r) => [r.id, r] as const)).values()];
const TAMIL = /[\u0B80-\u0BFF]/;
const translate = (key: string, options?: object) => i18nProvider.translate(key, options);

describe('document requirement names', () => {
  it('are declared at all', () => {
    expect(requirements.map((r) => r.id)).toEqual(expect.arrayContaining(['fssai', 'gstin', 'pan']));
  });

  it('in the English admin are the declarations\' texts, in the Tamil admin Tamil', async () => {
    for (const requirement of requirements) {
      expect(requirementLabel(translate, requirement)).toBe(requirement.label);
      expect(requirementNumberLabel(translate, requirement)).toBe(requirement.number?.label ?? '');
    }
    await i18nProvider.changeLocale('ta');
    try {
      for (const requirement of requirements) {
        const label = requirementLabel(translate, requirement);
        expect(label, requirement.id).toMatch(TAMIL);
        expect(label).not.toMatch(/[A-Za-z]/);
        if (requirement.number) expect(requirementNumberLabel(translate, requirement), requirement.id).toMatch(TAMIL);
      }
      expect(requirementLabel(translate, { id: 'fssai', label: 'FSSAI licence' })).toBe('உணவுப் பாதுகாப்பு உரிமம் (எஃப்எஸ்எஸ்ஏஐ)');
      // A requirement the catalogue does not know yet keeps its declared English name.
      expect(requirementLabel(translate, { id: 'notDeclaredYet', label: 'Fire safety certificate' })).toBe('Fire safety certificate');
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });

  it('licence types and the number checks\' warnings: as stored in the English admin, in Tamil in the Tamil admin', async () => {
    // Every warning the server gives: another state's GSTIN, a number unlike the application's, a number of another vendor.
    const warnings = [identifierMessages.gstinOtherState, identifierMessages.applicationMismatch, identifierMessages.takenByOther].map((warning) => renderText(warning, 'en'));
    for (const type of FSSAI_LICENCE_TYPES) expect(licenceTypeLabel(translate, type)).toBe(type);
    for (const warning of warnings) expect(identifierWarningText('en', warning)).toBe(warning);
    await i18nProvider.changeLocale('ta');
    try {
      for (const type of FSSAI_LICENCE_TYPES) expect(licenceTypeLabel(translate, type), type).not.toMatch(/[A-Za-z]/);
      for (const warning of warnings) {
        expect(identifierWarningText('ta', warning), warning).toMatch(TAMIL);
        expect(identifierWarningText('ta', warning), warning).not.toMatch(/[A-Za-z]/);
      }
      // What the catalogue does not know stays as the server wrote it.
      expect(licenceTypeLabel(translate, 'Municipal permit')).toBe('Municipal permit');
      expect(identifierWarningText('ta', 'A new warning')).toBe('A new warning');
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });

  it('why a requirement blocks approval: the server\'s words in the English admin, Tamil in the Tamil admin', async () => {
    const fssai = requirements.find((r) => r.id === 'fssai');
    if (!fssai) throw new Error('no FSSAI requirement');
    const today = '2026-06-01';
    const cases: [RequirementStatus['status'], { status: 'pending' | 'accepted' | 'rejected'; expires_on: string | null } | null][] = [
      ['missing', null],
      ['pending', { status: 'pending', expires_on: '2027-01-31' }],
      ['rejected', { status: 'rejected', expires_on: '2027-01-31' }],
      ['accepted', { status: 'accepted', expires_on: '2026-05-31' }],
    ];
    const statuses = cases.map(([status, document]): RequirementStatus => ({
      requirement: fssai, status, id: document ? 1 : null, number: null, licence_type: null, expires_on: document?.expires_on ?? null,
      expired: Boolean(document?.expires_on && document.expires_on < today), file_type: null, uploaded_at: null, decided_at: null, reason: null,
      application_number: null, warnings: [], problem: requirementProblem(fssai, document, false, today),
    }));
    for (const status of statuses) expect(blockingProblemText(translate, status), status.status).toBe(status.problem);
    for (const status of statuses) expect(blockingProblemText(translate, { ...status, problem: null })).toBeNull();
    await i18nProvider.changeLocale('ta');
    try {
      const tamil = statuses.map((status) => blockingProblemText(translate, status) ?? '');
      for (const text of tamil) expect(text.replace(/[\d-]/g, ''), text).not.toMatch(/[A-Za-z]/);
      expect(tamil[3]).toBe('உணவுப் பாதுகாப்பு உரிமம் (எஃப்எஸ்எஸ்ஏஐ) 2026-05-31 அன்று காலாவதியானது');
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });

  it('in the portal: English as declared, Tamil in Tamil script, hints where the declaration has one', () => {
    for (const requirement of requirements) {
      const english = requirementTexts(landingEnglish.vendor.documents, requirement);
      expect(english).toEqual({ label: requirement.label, number: requirement.number?.label ?? '', hint: requirement.hint ?? '' });
      const tamil = requirementTexts(landingTamil.vendor.documents, requirement);
      expect(tamil.label, requirement.id).toMatch(TAMIL);
      if (requirement.number) expect(tamil.number, requirement.id).toMatch(TAMIL);
      if (requirement.hint) expect(tamil.hint, requirement.id).toMatch(TAMIL);
      else expect(tamil.hint).toBe('');
    }
    const unknown: RequirementDeclaration = { id: 'notDeclaredYet', label: 'Fire safety certificate', expiry: false, document: true, requiredForApproval: false };
    expect(requirementTexts(landingTamil.vendor.documents, unknown).label).toBe('Fire safety certificate');
  });
});
