/**
 * Vendor documents as the API carries them (extension `compliance`), the paths of that API, and the approval
 * rule's words. The server computes each requirement's state; the admin and the portal only show it.
 */
import type { RequirementDeclaration } from './requirements';
import { required } from '../fieldMessages';
import { validationText } from '../textKeys';

export type DocumentDecision = 'accepted' | 'rejected';
export type DocumentReviewStatus = 'pending' | DocumentDecision;
/** A requirement of one vendor: no document yet, its current document's status, or waived by an owner. */
export type RequirementState = 'missing' | DocumentReviewStatus | 'waived';

/** One requirement of a vendor with its current (newest) document. */
export interface RequirementStatus {
  requirement: RequirementDeclaration;
  status: RequirementState;
  /** The current document's id (null when none was uploaded). */
  id: number | null;
  number: string | null;
  licence_type: string | null;
  /** YYYY-MM-DD, the last day the document is valid. */
  expires_on: string | null;
  /** Whether the document's expiry date has passed (today, India time). */
  expired: boolean;
  /** 'pdf', 'jpg', 'png' or 'webp'; null without a file. */
  file_type: string | null;
  uploaded_at: string | null;
  decided_at: string | null;
  /** The reviewer's reason of a rejection, or the owner's reason of a waiver. */
  reason: string | null;
  /** The number as the application gives it (the requirement's number.fromField); null without one. */
  application_number: string | null;
  /**
   * Advice that refuses nothing: a GSTIN of another state, a number that differs from the application's, a PAN
   * or GSTIN another vendor gave too.
   */
  warnings: string[];
  /** Why this requirement blocks approval; null when it does not. */
  problem: string | null;
}

export interface VendorRequirements {
  requirements: RequirementStatus[];
}

/** A row of the expiry queue (the resource expiringDocuments' list, src/domain/resources/expiringDocuments.ts). */
export interface ExpiringDocument {
  /** The document's id. */
  id: number;
  user_id: number;
  name: string;
  phoneNumber: string;
  kind: string;
  city: string;
  requirement: string;
  label: string;
  number: string | null;
  expires_on: string;
  state: 'expiring' | 'expired';
  /** Days until expiry (negative once expired). */
  days_left: number;
  /** The vendor is approved and this required document expired: "compliance lapsed" (advisory). */
  compliance_lapsed: boolean;
}

/** Days before expiry from which a document is listed as expiring. */
export const EXPIRY_WINDOW_DAYS = 30;

/** The vendor portal's calls (public routes, bearer session); the admin's are the resources vendorDocuments and expiringDocuments. */
export const COMPLIANCE_PATHS = {
  vendorDocuments: '/api/vendor/documents',
  vendorDocumentFile: (id: number | string) => `/api/vendor/documents/${id}/file`,
} as const;

export const complianceMessages = {
  missing: (label: string) => `${label} is missing`,
  notChecked: (label: string) => `${label} is not checked yet`,
  rejected: (label: string) => `${label} was rejected`,
  expired: (label: string, date: string) => `${label} expired on ${date}`,
  rejectReason: 'Reason is required when rejecting a document',
  waiverReason: 'Reason is required to waive a requirement',
  ownerOnly: 'Only an owner can waive a requirement',
  expiryRequired: required('expiryDate'),
  expiryFormat: validationText('document.expiryFormat'),
  expiryPast: validationText('document.expiryPast'),
  licenceTypeRequired: (choices: readonly string[]) => validationText('validation.oneOfListed', { field: 'licenceType', choices }),
  fileRequired: validationText('document.fileRequired'),
  unknownRequirement: validationText('document.unknownRequirement'),
} as const;

/** Today's date in India (YYYY-MM-DD): documents are valid through their expiry date. */
export function indiaToday(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** Whole days from `today` to `date` (both YYYY-MM-DD). */
export function daysBetween(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Why `requirement` blocks approval given its current document and waiver; null when it does not. */
export function requirementProblem(
  requirement: RequirementDeclaration,
  document: { status: DocumentReviewStatus; expires_on: string | null } | null,
  waived: boolean,
  today: string,
): string | null {
  if (!requirement.requiredForApproval || waived) return null;
  if (!document) return complianceMessages.missing(requirement.label);
  if (document.status === 'pending') return complianceMessages.notChecked(requirement.label);
  if (document.status === 'rejected') return complianceMessages.rejected(requirement.label);
  if (document.expires_on && document.expires_on < today) return complianceMessages.expired(requirement.label, document.expires_on);
  return null;
}
