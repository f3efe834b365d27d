/**
 * What a vendor must prove before approval, declared per vendor kind (`requirements` of a VendorKindDeclaration)
 * as data: the server checks uploads and approvals against it, the admin and the portal show it.
 * The common proofs are defined here once; each kind lists those it needs.
 */
import type { IdentifierCheck } from './identifiers';

export interface RequirementDeclaration {
  /** Stable id, stored with each document: 'fssai'. */
  id: string;
  /** English name of the proof, used in every message: 'FSSAI licence'. */
  label: string;
  /**
   * The proof carries a number: its label and the offline check it must pass (none: any text). `fromField`: the
   * application field that already gives it (a vehicle's registration), which the upload form starts with and a
   * document's number is compared to; `unique`: one business's number, flagged when another vendor gives it too.
   */
  number?: { label: string; check?: IdentifierCheck; fromField?: string; unique?: boolean };
  /** Kinds of licence the vendor chooses from (e.g. FSSAI registration / state licence / central licence). */
  licenceTypes?: readonly string[];
  /** An expiry date must be given, and the proof lapses after it. */
  expiry: boolean;
  /** A scan or photo of the document (JPEG, PNG, WebP or PDF) must be uploaded. */
  document: boolean;
  /** Approval is refused until this requirement is accepted and unexpired, or waived. */
  requiredForApproval: boolean;
  /** One line for the vendor: when it applies. */
  hint?: string;
}

export const FSSAI_LICENCE_TYPES = ['Registration', 'State licence', 'Central licence'] as const;

export const FSSAI: RequirementDeclaration = {
  id: 'fssai',
  label: 'FSSAI licence',
  number: { label: 'FSSAI number', check: 'fssai' },
  licenceTypes: FSSAI_LICENCE_TYPES,
  expiry: true,
  document: true,
  requiredForApproval: true,
  hint: 'Every food business needs an FSSAI registration or licence (14 digits).',
};

export const GSTIN: RequirementDeclaration = {
  id: 'gstin',
  label: 'GST registration',
  number: { label: 'GSTIN', check: 'gstin', unique: true },
  expiry: false,
  document: true,
  requiredForApproval: false,
  hint: 'Only when the business is registered for GST.',
};

export const PAN: RequirementDeclaration = {
  id: 'pan',
  label: 'PAN card',
  number: { label: 'PAN', check: 'pan', unique: true },
  expiry: false,
  document: true,
  requiredForApproval: true,
};

export const VEHICLE_RC: RequirementDeclaration = {
  id: 'rc',
  label: 'Registration certificate (RC)',
  number: { label: 'Vehicle registration number', check: 'vehicleNumber', fromField: 'vehicle_registration_number' },
  expiry: true,
  document: true,
  requiredForApproval: true,
};

export const VEHICLE_PERMIT: RequirementDeclaration = {
  id: 'permit',
  label: 'Goods carriage permit',
  number: { label: 'Permit number' },
  expiry: true,
  document: true,
  requiredForApproval: true,
};

export const VEHICLE_INSURANCE: RequirementDeclaration = {
  id: 'insurance',
  label: 'Vehicle insurance',
  number: { label: 'Policy number' },
  expiry: true,
  document: true,
  requiredForApproval: true,
};

export const DRIVING_LICENCE: RequirementDeclaration = {
  id: 'drivingLicence',
  label: 'Driving licence',
  number: { label: 'Driving licence number', check: 'drivingLicence' },
  expiry: true,
  document: true,
  requiredForApproval: true,
};

export const TRADE_CERTIFICATE: RequirementDeclaration = {
  id: 'tradeCertificate',
  label: 'Trade certificate',
  number: { label: 'Certificate number' },
  expiry: false,
  document: true,
  requiredForApproval: false,
  hint: 'Where the trade asks for one (e.g. electrician or gas fitter licence).',
};

/** A requirement of a kind by id, or undefined. */
export function findRequirement(requirements: readonly RequirementDeclaration[] | undefined, id: string): RequirementDeclaration | undefined {
  return requirements?.find((requirement) => requirement.id === id);
}
